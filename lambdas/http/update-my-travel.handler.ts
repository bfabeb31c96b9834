import { PREMIUM_ROUTES } from '#shared/routes/premium.ts';
import { httpHandler } from './http-handler';
import { updateMyTravel } from '../use-cases/profile/travel';

export const handler = httpHandler(PREMIUM_ROUTES.updateMyTravel, async ({ memberId, body }) =>
  updateMyTravel(memberId, body),
);
