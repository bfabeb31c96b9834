import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { listCandidates } from '../use-cases/discovery/list-candidates';

export const handler = httpHandler(HTTP_ROUTES.listCandidates, async ({ memberId, query }) =>
  listCandidates(memberId, query),
);
