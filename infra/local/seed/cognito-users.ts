import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

export type SeedLogin = { email: string; password: string; username: string };

const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) =>
  attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

/**
 * A confirmed Cognito user with a permanent password (the demo and staff
 * logins), and their sub. Created first and looked up only when the name is
 * taken: on a fresh clone that is two calls instead of three.
 */
export async function ensureCognitoUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  login: SeedLogin,
): Promise<string> {
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: login.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: login.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'preferred_username', Value: login.username },
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: login.email,
        Password: login.password,
        Permanent: true,
      }),
    );
    const sub = subOf(created.User?.Attributes) ?? created.User?.Username;
    if (!sub) throw new Error(`cognito-local returned no sub for ${login.email}`);
    return sub;
  } catch (error) {
    if ((error as Error).name !== 'UsernameExistsException') throw error;
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: login.email }));
    const sub = subOf(existing.UserAttributes);
    if (!sub) throw new Error(`cognito-local has ${login.email} without a sub`);
    return sub;
  }
}
