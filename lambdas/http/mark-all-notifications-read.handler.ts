import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { readAllMyNotifications } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(HTTP_ROUTES.markAllNotificationsRead, async ({ memberId }) =>
  readAllMyNotifications(memberId),
);
