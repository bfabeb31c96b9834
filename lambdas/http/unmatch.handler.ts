import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { unmatch } from '../use-cases/matches/matches';

export const handler = httpHandler(HTTP_ROUTES.unmatch, async ({ memberId, pathParameters }) =>
  unmatch(memberId, pathParameters.matchId),
);
