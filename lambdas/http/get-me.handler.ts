import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { cognitoUsernameOf, staffRolesOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { getMe } from '../use-cases/account/get-me';

export const handler = httpHandler(HTTP_ROUTES.getMe, async ({ memberId, event }) =>
  getMe(memberId, cognitoUsernameOf(event, memberId), staffRolesOf(event)),
);
