import { PREMIUM_ROUTES } from '#shared/routes/premium.ts';
import { httpHandler } from './http-handler';
import { getProfileInsights } from '../use-cases/insights/profile-insights';

export const handler = httpHandler(PREMIUM_ROUTES.getProfileInsights, async ({ memberId }) =>
  getProfileInsights(memberId),
);
