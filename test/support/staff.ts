import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { StaffRole } from '#shared/staff/roles.ts';
import { call } from './api';
import { cloud } from './cloud-info';
import { createMember, type TestMember } from './members';

let client: CognitoIdentityProviderClient | undefined;
export const cognito = () =>
  (client ??= new CognitoIdentityProviderClient({
    endpoint: cloud().cognitoUrl,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));

/** Signs a member in again (USER_PASSWORD_AUTH), e.g. to get groups added since into the token. */
export async function signInAgain(member: TestMember, endpoint = cloud().cognitoUrl): Promise<TestMember> {
  const auth = await new CognitoIdentityProviderClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }).send(
    new InitiateAuthCommand({
      ClientId: cloud().userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: member.email, PASSWORD: member.password },
    }),
  );
  const tokens = auth.AuthenticationResult!;
  return { ...member, accessToken: tokens.AccessToken!, idToken: tokens.IdToken!, refreshToken: tokens.RefreshToken! };
}

/** Waits until the clock is in a later whole second than now: Cognito's token times and session ends are whole seconds. */
export async function nextSecond(): Promise<void> {
  const now = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 1000 - (now % 1000) + 10));
}

/** A staff member in the given groups, signed in with a token that carries them (and a profile, as after a first visit). */
export async function createStaff(...roles: StaffRole[]): Promise<TestMember> {
  const member = await createMember(`staff${roles.join('')}`.slice(0, 20));
  for (const role of roles) {
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId: cloud().userPoolId, Username: member.email, GroupName: role }),
    );
  }
  const staff = await signInAgain(member);
  await call('getMe', { token: staff.accessToken });
  return staff;
}
