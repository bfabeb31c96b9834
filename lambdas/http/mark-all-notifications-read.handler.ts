import { NOTIFICATION_ROUTES } from '#shared/routes/notifications.ts';
import { httpHandler } from './http-handler';
import { readAllMyNotifications } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(NOTIFICATION_ROUTES.markAllNotificationsRead, async ({ memberId }) =>
  readAllMyNotifications(memberId),
);
