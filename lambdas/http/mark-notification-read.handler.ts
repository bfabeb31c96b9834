import { NOTIFICATION_ROUTES } from '#shared/routes/notifications.ts';
import { httpHandler } from './http-handler';
import { readMyNotification } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(NOTIFICATION_ROUTES.markNotificationRead, async ({ memberId, pathParameters }) =>
  readMyNotification(memberId, pathParameters.notificationId!),
);
