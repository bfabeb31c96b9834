import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { listLikesReceived } from '../use-cases/discovery/likes-received';

export const handler = httpHandler(HTTP_ROUTES.listLikesReceived, async ({ memberId }) => listLikesReceived(memberId));
