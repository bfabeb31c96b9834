import { MODERATE_MEMBER_ROUTES } from '#shared/routes/moderate-member.ts';
import { staffRolesOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { moderateMember } from '../use-cases/staff/moderation';

export const handler = httpHandler(
  MODERATE_MEMBER_ROUTES.moderateMember,
  async ({ memberId, pathParameters, body, event }) =>
    moderateMember({ id: memberId, roles: staffRolesOf(event) }, pathParameters.memberId!, body),
);
