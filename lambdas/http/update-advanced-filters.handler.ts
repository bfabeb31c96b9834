import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { requireFeature } from '../use-cases/limits/require-feature';
import { updateMyPreferences } from '../use-cases/profile/preferences';

export const handler = httpHandler(CORE_ROUTES.updateAdvancedFilters, async ({ memberId, body }) => {
  await requireFeature(memberId, 'advancedFilters');
  return updateMyPreferences(memberId, body);
});
