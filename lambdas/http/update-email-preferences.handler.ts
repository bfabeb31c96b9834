import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { saveEmailPreferences } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(HTTP_ROUTES.updateEmailPreferences, async ({ memberId, body }) =>
  saveEmailPreferences(memberId, body),
);
