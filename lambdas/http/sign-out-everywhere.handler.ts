import { CORE_ROUTES } from '#shared/routes/core.ts';
import { cognitoUsernameOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { signOutEverywhere } from '../use-cases/account/sign-out-everywhere';

export const handler = httpHandler(CORE_ROUTES.signOutEverywhere, async ({ memberId, event }) =>
  signOutEverywhere(memberId, cognitoUsernameOf(event, memberId)),
);
