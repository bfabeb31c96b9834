import { HTTP_ROUTES } from '../../shared/routes';
import { httpHandler } from '../lib/http-handler';
import { getMe } from '../use-cases/get-me';

export const handler = httpHandler(HTTP_ROUTES.getMe, async ({ memberId, event }) => {
  const claims = event.requestContext.authorizer.jwt.claims;
  // Access tokens carry `username`; ID tokens carry `cognito:username`. Both equal the sub here.
  const cognitoUsername = String(claims.username ?? claims['cognito:username'] ?? memberId);
  return getMe(memberId, cognitoUsername);
});
