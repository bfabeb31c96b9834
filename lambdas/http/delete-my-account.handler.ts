import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { cognitoUsernameOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { deleteMyAccount } from '../use-cases/account/delete-my-account';

// The body's typed confirmation is checked by the route's schema before this runs.
export const handler = httpHandler(HTTP_ROUTES.deleteMyAccount, async ({ memberId, event }) =>
  deleteMyAccount(memberId, cognitoUsernameOf(event, memberId)),
);
