import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { listCandidates } from '../use-cases/discovery/list-candidates';

export const handler = httpHandler(CORE_ROUTES.listCandidates, async ({ memberId, query }) =>
  listCandidates(memberId, query),
);
