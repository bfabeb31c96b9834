import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { listLikesReceived } from '../use-cases/discovery/likes-received';

export const handler = httpHandler(CORE_ROUTES.listLikesReceived, async ({ memberId }) => listLikesReceived(memberId));
