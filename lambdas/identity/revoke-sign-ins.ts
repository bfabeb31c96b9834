import { AdminDisableUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/cognito-client';
import { requireEnv } from '../lib/env';
import { logger } from '../lib/logger';

/**
 * Cognito's half of ending a member's sessions: every refresh token revoked
 * (AdminUserGlobalSignOut), after disabling the sign-in for a ban. Access
 * tokens already issued are Cognito's to sign, not to recall: the session
 * floor refuses those (session-floor.ts).
 */
export async function revokeSignIns(cognitoUsername: string, options: { disable: boolean }): Promise<void> {
  const UserPoolId = requireEnv('USER_POOL_ID');
  try {
    if (options.disable) await cognito().send(new AdminDisableUserCommand({ UserPoolId, Username: cognitoUsername }));
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: cognitoUsername }));
  } catch (error) {
    // Seeded sample members have no sign-in; everyone else must be closed before we say so.
    if ((error as Error).name !== 'UserNotFoundException') throw error;
    logger.warn('Member has no sign-in to revoke', { cognitoUsername });
  }
}
