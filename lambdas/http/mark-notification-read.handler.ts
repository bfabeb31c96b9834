import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { readMyNotification } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(HTTP_ROUTES.markNotificationRead, async ({ memberId, pathParameters }) =>
  readMyNotification(memberId, pathParameters.notificationId!),
);
