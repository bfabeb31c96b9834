import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { cognitoUsernameOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { signOutEverywhere } from '../use-cases/account/sign-out-everywhere';

export const handler = httpHandler(HTTP_ROUTES.signOutEverywhere, async ({ memberId, event }) =>
  signOutEverywhere(memberId, cognitoUsernameOf(event, memberId)),
);
