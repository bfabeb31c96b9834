import { NOTIFICATION_ROUTES } from '#shared/routes/notifications.ts';
import { httpHandler } from './http-handler';
import { readPushSettings } from '../use-cases/notifications/push-subscriptions';

export const handler = httpHandler(NOTIFICATION_ROUTES.getPushSettings, async ({ memberId }) =>
  readPushSettings(memberId),
);
