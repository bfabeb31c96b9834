import { NOTIFICATION_ROUTES } from '#shared/routes/notifications.ts';
import { httpHandler } from './http-handler';
import { saveNotificationSettings } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(NOTIFICATION_ROUTES.updateNotificationSettings, async ({ memberId, body }) =>
  saveNotificationSettings(memberId, body),
);
