import { VOICE_ROUTES } from '#shared/routes/voice.ts';
import { httpHandler } from './http-handler';
import { getMyVoice } from '../use-cases/voice/read-my-voice';

export const handler = httpHandler(VOICE_ROUTES.getMyVoice, async ({ memberId }) => getMyVoice(memberId));
