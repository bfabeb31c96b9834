import { CORE_ROUTES } from '#shared/routes/core.ts';
import { cognitoUsernameOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { getDashboard } from '../use-cases/account/dashboard';

export const handler = httpHandler(CORE_ROUTES.getDashboard, async ({ memberId, event }) =>
  getDashboard(memberId, cognitoUsernameOf(event, memberId)),
);
