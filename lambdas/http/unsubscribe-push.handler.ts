import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { unsubscribeFromPush } from '../use-cases/notifications/push-subscriptions';

export const handler = httpHandler(HTTP_ROUTES.unsubscribePush, async ({ memberId, body }) =>
  unsubscribeFromPush(memberId, body.endpoint),
);
