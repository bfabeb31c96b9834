import { NOTIFICATION_ROUTES } from '#shared/routes/notifications.ts';
import { httpHandler } from './http-handler';
import { readNotificationSettings } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(NOTIFICATION_ROUTES.getNotificationSettings, async ({ memberId }) =>
  readNotificationSettings(memberId),
);
