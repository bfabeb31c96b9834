import { staffRolesIn, type StaffRole } from '#shared/staff/roles.ts';
import type { HttpEvent } from './http-input';

/** Access tokens (the only ones the API accepts) carry `username`; with email sign-in it equals the sub. */
export function cognitoUsernameOf(event: HttpEvent, memberId: string): string {
  const claims = event.requestContext.authorizer?.jwt?.claims ?? {};
  return String(claims.username ?? memberId);
}

/** The staff groups in the verified token (`cognito:groups`, flattened by API Gateway to "[a b]"). */
export function staffRolesOf(event: HttpEvent): StaffRole[] {
  return staffRolesIn(event.requestContext.authorizer?.jwt?.claims?.['cognito:groups']);
}
