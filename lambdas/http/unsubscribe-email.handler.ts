import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { unsubscribeByToken } from '../use-cases/notifications/unsubscribe';

export const handler = httpHandler(HTTP_ROUTES.unsubscribeEmail, async ({ body }) => unsubscribeByToken(body.token));
