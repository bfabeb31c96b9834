import { PREMIUM_ROUTES } from '#shared/routes/premium.ts';
import { httpHandler } from './http-handler';
import { getIncognito } from '../use-cases/profile/incognito';

export const handler = httpHandler(PREMIUM_ROUTES.getIncognito, async ({ memberId }) => getIncognito(memberId));
