import { VOICE_ROUTES } from '#shared/routes/voice.ts';
import { httpHandler } from './http-handler';
import { reactToVoice } from '../use-cases/voice/browse-voices';

export const handler = httpHandler(VOICE_ROUTES.reactToVoice, async ({ body, memberId, pathParameters }) =>
  reactToVoice(memberId, pathParameters.memberId, body),
);
