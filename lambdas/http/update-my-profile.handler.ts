import { CORE_ROUTES } from '#shared/routes/core.ts';
import { cognitoUsernameOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { updateMyProfile } from '../use-cases/profile/my-profile';

export const handler = httpHandler(CORE_ROUTES.updateMyProfile, async ({ memberId, event, body }) =>
  updateMyProfile(memberId, cognitoUsernameOf(event, memberId), body),
);
