import { ELITE_ROUTES } from '#shared/routes/elite.ts';
import { httpHandler } from './http-handler';
import { chooseEliteMatch } from '../use-cases/elite/elite-matches';

export const handler = httpHandler(ELITE_ROUTES.chooseEliteMatch, async ({ memberId, pathParameters }) =>
  chooseEliteMatch(memberId, pathParameters.candidateId!),
);
