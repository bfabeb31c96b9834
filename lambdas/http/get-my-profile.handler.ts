import { CORE_ROUTES } from '#shared/routes/core.ts';
import { cognitoUsernameOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { getMyProfile } from '../use-cases/profile/my-profile';

export const handler = httpHandler(CORE_ROUTES.getMyProfile, async ({ memberId, event }) =>
  getMyProfile(memberId, cognitoUsernameOf(event, memberId)),
);
