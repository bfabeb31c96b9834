import { NOTIFICATION_ROUTES } from '#shared/routes/notifications.ts';
import { httpHandler } from './http-handler';
import { unsubscribeFromPush } from '../use-cases/notifications/push-subscriptions';

export const handler = httpHandler(NOTIFICATION_ROUTES.unsubscribePush, async ({ memberId, body }) =>
  unsubscribeFromPush(memberId, body.endpoint),
);
