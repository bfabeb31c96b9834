import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { readPushSettings } from '../use-cases/notifications/push-subscriptions';

export const handler = httpHandler(HTTP_ROUTES.getPushSettings, async ({ memberId }) => readPushSettings(memberId));
