import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import { staffRolesOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { proposeEliteCandidate } from '../use-cases/staff/matchmaking';

export const handler = httpHandler(
  STAFF_ROUTES.proposeEliteCandidate,
  async ({ memberId, pathParameters, body, event }) =>
    proposeEliteCandidate(
      { id: memberId, roles: staffRolesOf(event) },
      pathParameters.memberId!,
      pathParameters.requestId!,
      body,
    ),
);
