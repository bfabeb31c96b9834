import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { saveNotificationSettings } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(HTTP_ROUTES.updateNotificationSettings, async ({ memberId, body }) =>
  saveNotificationSettings(memberId, body),
);
