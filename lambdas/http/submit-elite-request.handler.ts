import { ELITE_ROUTES } from '#shared/routes/elite.ts';
import { httpHandler } from './http-handler';
import { submitEliteRequest } from '../use-cases/elite/elite-requests';

export const handler = httpHandler(ELITE_ROUTES.submitEliteRequest, async ({ memberId, body }) =>
  submitEliteRequest(memberId, body),
);
