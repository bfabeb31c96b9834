import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/cognito-client';
import { requireEnv } from '../lib/env';

/** Removes the sign-in itself; Cognito also revokes the member's refresh tokens. */
export async function deleteCognitoUser(cognitoUsername: string): Promise<void> {
  try {
    await cognito().send(
      new AdminDeleteUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: cognitoUsername }),
    );
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}
