import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { listMatches } from '../use-cases/matches/matches';

export const handler = httpHandler(HTTP_ROUTES.listMatches, async ({ memberId }) => listMatches(memberId));
