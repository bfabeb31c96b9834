import { ELITE_ROUTES } from '#shared/routes/elite.ts';
import { httpHandler } from './http-handler';
import { listEliteMatches } from '../use-cases/elite/elite-matches';

export const handler = httpHandler(ELITE_ROUTES.listEliteMatches, async ({ memberId }) => listEliteMatches(memberId));
