import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { getRelationshipAnalytics } from '../use-cases/chat/relationship-analytics';

export const handler = httpHandler(HTTP_ROUTES.getRelationshipAnalytics, async ({ memberId, pathParameters }) =>
  getRelationshipAnalytics(memberId, pathParameters.matchId),
);
