import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/cognito-client';
import { requireEnv } from '../lib/env';

export type MemberIdentity = { email: string; preferredUsername: string | null };

/**
 * Reads sign-up attributes from Cognito. Tokens are not used for this because
 * cognito-local's ID token lacks preferred_username (LOCAL-CLOUD.md) and the
 * access token never carries attributes.
 */
export async function getMemberIdentity(cognitoUsername: string): Promise<MemberIdentity> {
  const user = await cognito().send(
    new AdminGetUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: cognitoUsername }),
  );
  const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value ?? null;
  return { email: attribute('email') ?? '', preferredUsername: attribute('preferred_username') };
}
