import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { updateMyPreferences } from '../use-cases/profile/preferences';

export const handler = httpHandler(CORE_ROUTES.updateMyPreferences, async ({ memberId, body }) =>
  updateMyPreferences(memberId, body),
);
