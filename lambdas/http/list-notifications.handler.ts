import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { listMyNotifications } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(HTTP_ROUTES.listNotifications, async ({ memberId }) =>
  listMyNotifications(memberId),
);
