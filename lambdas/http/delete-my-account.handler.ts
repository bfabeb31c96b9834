import { CORE_ROUTES } from '#shared/routes/core.ts';
import { cognitoUsernameOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { deleteMyAccount } from '../use-cases/account/delete-my-account';

// The body's typed confirmation is checked by the route's schema before this runs.
export const handler = httpHandler(CORE_ROUTES.deleteMyAccount, async ({ memberId, event }) =>
  deleteMyAccount(memberId, cognitoUsernameOf(event, memberId)),
);
