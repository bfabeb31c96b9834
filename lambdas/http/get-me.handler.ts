import { CORE_ROUTES } from '#shared/routes/core.ts';
import { cognitoUsernameOf, staffRolesOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { getMe } from '../use-cases/account/get-me';

export const handler = httpHandler(CORE_ROUTES.getMe, async ({ memberId, event }) =>
  getMe(memberId, cognitoUsernameOf(event, memberId), staffRolesOf(event)),
);
