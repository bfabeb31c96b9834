import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { subscribeToPush } from '../use-cases/notifications/push-subscriptions';

export const handler = httpHandler(HTTP_ROUTES.subscribePush, async ({ memberId, body }) =>
  subscribeToPush(memberId, body),
);
