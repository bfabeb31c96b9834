import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { listMatches } from '../use-cases/matches/matches';

export const handler = httpHandler(CORE_ROUTES.listMatches, async ({ memberId }) => listMatches(memberId));
