import { VOICE_ROUTES } from '#shared/routes/voice.ts';
import { httpHandler } from './http-handler';
import { getMyVoiceUpload } from '../use-cases/voice/read-my-voice';

export const handler = httpHandler(VOICE_ROUTES.getVoiceUpload, async ({ memberId, pathParameters }) =>
  getMyVoiceUpload(memberId, pathParameters.voiceId),
);
