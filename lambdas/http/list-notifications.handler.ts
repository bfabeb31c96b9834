import { NOTIFICATION_ROUTES } from '#shared/routes/notifications.ts';
import { httpHandler } from './http-handler';
import { listMyNotifications } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(NOTIFICATION_ROUTES.listNotifications, async ({ memberId }) =>
  listMyNotifications(memberId),
);
