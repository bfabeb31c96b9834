import { VOICE_ROUTES } from '#shared/routes/voice.ts';
import { httpHandler } from './http-handler';
import { createVoiceUpload } from '../use-cases/voice/voice-uploads';

export const handler = httpHandler(VOICE_ROUTES.createVoiceUpload, async ({ body, memberId }) =>
  createVoiceUpload(memberId, body),
);
