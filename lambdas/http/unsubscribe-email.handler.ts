import { NOTIFICATION_ROUTES } from '#shared/routes/notifications.ts';
import { httpHandler } from './http-handler';
import { unsubscribeByToken } from '../use-cases/notifications/unsubscribe';

export const handler = httpHandler(NOTIFICATION_ROUTES.unsubscribeEmail, async ({ body }) =>
  unsubscribeByToken(body.token),
);
