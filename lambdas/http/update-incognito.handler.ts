import { PREMIUM_ROUTES } from '#shared/routes/premium.ts';
import { httpHandler } from './http-handler';
import { updateIncognito } from '../use-cases/profile/incognito';

export const handler = httpHandler(PREMIUM_ROUTES.updateIncognito, async ({ memberId, body }) =>
  updateIncognito(memberId, body),
);
