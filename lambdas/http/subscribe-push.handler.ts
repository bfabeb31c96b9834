import { NOTIFICATION_ROUTES } from '#shared/routes/notifications.ts';
import { httpHandler } from './http-handler';
import { subscribeToPush } from '../use-cases/notifications/push-subscriptions';

export const handler = httpHandler(NOTIFICATION_ROUTES.subscribePush, async ({ memberId, body }) =>
  subscribeToPush(memberId, body),
);
