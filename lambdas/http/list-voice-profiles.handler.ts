import { VOICE_ROUTES } from '#shared/routes/voice.ts';
import { httpHandler } from './http-handler';
import { listVoiceProfiles } from '../use-cases/voice/browse-voices';

export const handler = httpHandler(VOICE_ROUTES.listVoiceProfiles, async ({ memberId, query }) =>
  listVoiceProfiles(memberId, query.cursor),
);
