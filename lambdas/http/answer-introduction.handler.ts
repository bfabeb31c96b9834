import { ELITE_ROUTES } from '#shared/routes/elite.ts';
import { httpHandler } from './http-handler';
import { answerIntroduction } from '../use-cases/elite/introductions';

export const handler = httpHandler(ELITE_ROUTES.answerIntroduction, async ({ memberId, pathParameters, body }) =>
  answerIntroduction(memberId, pathParameters.requestId!, body),
);
