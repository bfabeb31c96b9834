import { VOICE_ROUTES } from '#shared/routes/voice.ts';
import { httpHandler } from './http-handler';
import { deleteMyVoice } from '../use-cases/voice/my-voice';

export const handler = httpHandler(VOICE_ROUTES.deleteMyVoice, async ({ memberId }) => deleteMyVoice(memberId));
