import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { getMyPreferences } from '../use-cases/profile/preferences';

export const handler = httpHandler(CORE_ROUTES.getMyPreferences, async ({ memberId }) => getMyPreferences(memberId));
