import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { requireFeature } from '../use-cases/limits/require-feature';
import { updateMyPreferences } from '../use-cases/profile/preferences';

export const handler = httpHandler(HTTP_ROUTES.updateAdvancedFilters, async ({ memberId, body }) => {
  await requireFeature(memberId, 'advancedFilters');
  return updateMyPreferences(memberId, body);
});
