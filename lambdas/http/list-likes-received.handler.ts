import { HTTP_ROUTES } from '../../shared/routes';
import { httpHandler } from '../lib/http-handler';
import { listLikesReceived } from '../use-cases/likes-received';

export const handler = httpHandler(HTTP_ROUTES.listLikesReceived, async ({ memberId }) => listLikesReceived(memberId));
