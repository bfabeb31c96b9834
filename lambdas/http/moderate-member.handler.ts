import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import { staffRolesOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { moderateMember } from '../use-cases/staff/moderation';

export const handler = httpHandler(STAFF_ROUTES.moderateMember, async ({ memberId, pathParameters, body, event }) =>
  moderateMember({ id: memberId, roles: staffRolesOf(event) }, pathParameters.memberId!, body),
);
