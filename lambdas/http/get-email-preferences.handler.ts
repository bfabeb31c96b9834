import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { readEmailPreferences } from '../use-cases/notifications/notification-center';

export const handler = httpHandler(HTTP_ROUTES.getEmailPreferences, async ({ memberId }) =>
  readEmailPreferences(memberId),
);
