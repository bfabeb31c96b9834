import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { viewMemberProfile } from '../use-cases/discovery/view-member';

export const handler = httpHandler(CORE_ROUTES.getMemberProfile, async ({ memberId, pathParameters }) =>
  viewMemberProfile(memberId, pathParameters.memberId),
);
