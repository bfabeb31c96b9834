import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { requireFeature } from '../use-cases/limits/require-feature';
import { getMyPreferences } from '../use-cases/profile/preferences';

export const handler = httpHandler(CORE_ROUTES.getAdvancedFilters, async ({ memberId }) => {
  await requireFeature(memberId, 'advancedFilters');
  return getMyPreferences(memberId);
});
