import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { getProfileInsights } from '../use-cases/insights/profile-insights';

export const handler = httpHandler(HTTP_ROUTES.getProfileInsights, async ({ memberId }) =>
  getProfileInsights(memberId),
);
