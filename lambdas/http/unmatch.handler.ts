import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { unmatch } from '../use-cases/matches/matches';

export const handler = httpHandler(CORE_ROUTES.unmatch, async ({ memberId, pathParameters }) =>
  unmatch(memberId, pathParameters.matchId),
);
