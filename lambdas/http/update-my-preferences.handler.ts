import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { updateMyPreferences } from '../use-cases/profile/preferences';

export const handler = httpHandler(HTTP_ROUTES.updateMyPreferences, async ({ memberId, body }) =>
  updateMyPreferences(memberId, body),
);
