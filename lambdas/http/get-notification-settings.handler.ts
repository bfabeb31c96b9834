import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { readNotificationSettings } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(HTTP_ROUTES.getNotificationSettings, async ({ memberId }) =>
  readNotificationSettings(memberId),
);
