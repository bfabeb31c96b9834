import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { getRelationshipAnalytics } from '../use-cases/chat/relationship-analytics';

export const handler = httpHandler(CORE_ROUTES.getRelationshipAnalytics, async ({ memberId, pathParameters }) =>
  getRelationshipAnalytics(memberId, pathParameters.matchId),
);
