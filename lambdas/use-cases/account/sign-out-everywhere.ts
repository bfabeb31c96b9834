import { endSessions } from '../../identity/session-floor';
import { revokeSignIns } from '../../identity/revoke-sign-ins';
import { closeSocketsOf } from '../../realtime/close-sockets';

/**
 * Sign out everywhere: Cognito revokes the refresh tokens, the session floor
 * refuses every access token already issued (Cognito's own GlobalSignOut
 * cannot reach API Gateway's JWT authorizer), and open sockets close.
 */
export async function signOutEverywhere(
  memberId: string,
  cognitoUsername: string,
  now = new Date(),
): Promise<{ signedOut: true }> {
  await revokeSignIns(cognitoUsername, { disable: false });
  await endSessions(memberId, now);
  await closeSocketsOf(memberId);
  return { signedOut: true };
}
