import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { getMyPreferences } from '../use-cases/profile/preferences';

export const handler = httpHandler(HTTP_ROUTES.getMyPreferences, async ({ memberId }) => getMyPreferences(memberId));
