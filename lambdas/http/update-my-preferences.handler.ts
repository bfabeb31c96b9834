import { HTTP_ROUTES } from '../../shared/routes';
import { httpHandler } from '../lib/http-handler';
import { updateMyPreferences } from '../use-cases/preferences';

export const handler = httpHandler(HTTP_ROUTES.updateMyPreferences, async ({ memberId, body }) => updateMyPreferences(memberId, body));
