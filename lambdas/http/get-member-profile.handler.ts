import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { viewMemberProfile } from '../use-cases/discovery/view-member';

export const handler = httpHandler(HTTP_ROUTES.getMemberProfile, async ({ memberId, pathParameters }) =>
  viewMemberProfile(memberId, pathParameters.memberId),
);
