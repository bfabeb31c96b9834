import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import { httpHandler } from './http-handler';
import { searchEliteCandidates } from '../use-cases/staff/matchmaking';

export const handler = httpHandler(STAFF_ROUTES.searchEliteCandidates, async ({ memberId, pathParameters, query }) =>
  searchEliteCandidates(memberId, pathParameters.memberId!, pathParameters.requestId!, query),
);
