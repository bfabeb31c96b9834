import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cloud } from './cloud-info';

export type TestMember = {
  email: string;
  password: string;
  username: string;
  sub: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
};

let client: CognitoIdentityProviderClient | undefined;
const cognito = () =>
  (client ??= new CognitoIdentityProviderClient({
    endpoint: cloud().cognitoUrl,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));

/** A confirmed member signed in with USER_PASSWORD_AUTH, as the web app signs in. */
export async function createMember(username = `m${randomUUID().slice(0, 8)}`): Promise<TestMember> {
  const { userPoolId, userPoolClientId } = cloud();
  const email = `${username}-${randomUUID().slice(0, 6)}@test.kindred.local`;
  const password = 'test-pass-123';
  const created = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'preferred_username', Value: username },
      ],
    }),
  );
  await cognito().send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }),
  );
  const auth = await cognito().send(
    new InitiateAuthCommand({
      ClientId: userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const tokens = auth.AuthenticationResult!;
  const sub = created.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
  return {
    email,
    password,
    username,
    sub,
    accessToken: tokens.AccessToken!,
    idToken: tokens.IdToken!,
    refreshToken: tokens.RefreshToken!,
  };
}

/** The member's first day is over (decision 0057): distances reach them, as they do an established member. */
export async function pastFirstDay(member: TestMember): Promise<void> {
  cloud();
  const [{ backdateProfile }, { NEWCOMER_SECONDS }] = await Promise.all([
    import('#lambdas/db/profiles.ts'),
    import('#shared/geo.ts'),
  ]);
  await backdateProfile(member.sub, NEWCOMER_SECONDS);
}
