import type { HttpEvent } from './http-input';

/** Access tokens carry `username`; ID tokens carry `cognito:username`. With email sign-in both equal the sub. */
export function cognitoUsernameOf(event: HttpEvent, memberId: string): string {
  const claims = event.requestContext.authorizer?.jwt?.claims ?? {};
  return String(claims.username ?? claims['cognito:username'] ?? memberId);
}
