import { ELITE_ROUTES } from '#shared/routes/elite.ts';
import { httpHandler } from './http-handler';
import { getMyEliteRequest } from '../use-cases/elite/elite-requests';

export const handler = httpHandler(ELITE_ROUTES.getMyEliteRequest, async ({ memberId }) => getMyEliteRequest(memberId));
