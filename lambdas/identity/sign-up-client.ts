/**
 * Cognito's sign-up calls, made only with the user pool's sign-up client (decision 0054). That client
 * has a secret on AWS, so only this Lambda can compute the SecretHash, and the user pool's web ACL
 * refuses SignUp, ResendConfirmationCode and ConfirmSignUp from any other client: the browser cannot
 * ask Cognito directly whether an address is registered. cognito-local has no client secrets; locally the client
 * describes none and no SecretHash is sent.
 */
import { createHmac } from 'node:crypto';
import {
  ConfirmSignUpCommand,
  DescribeUserPoolClientCommand,
  ListUsersCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/cognito-client';
import { requireEnv } from '../lib/env';

/** What an address is in the user pool: no account, an account whose code was never entered, or an account. */
export type AccountState = 'none' | 'unconfirmed' | 'registered';

let secret: Promise<string | undefined> | undefined;

/** Read once per container; a failed read is retried by the next request. */
function clientSecret(): Promise<string | undefined> {
  secret ??= cognito()
    .send(
      new DescribeUserPoolClientCommand({
        UserPoolId: requireEnv('USER_POOL_ID'),
        ClientId: requireEnv('SIGN_UP_CLIENT_ID'),
      }),
    )
    .then((described) => described.UserPoolClient?.ClientSecret || undefined)
    .catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
  return secret;
}

async function clientFields(username: string): Promise<{ ClientId: string; SecretHash?: string }> {
  const clientId = requireEnv('SIGN_UP_CLIENT_ID');
  const key = await clientSecret();
  if (!key) return { ClientId: clientId };
  return {
    ClientId: clientId,
    SecretHash: createHmac('sha256', key)
      .update(username + clientId)
      .digest('base64'),
  };
}

/** ListUsers' filter syntax quotes the value; an address (zod-checked already) never holds these, but never trust that. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

export async function accountStateOf(email: string): Promise<AccountState> {
  const { Users = [] } = await cognito().send(
    new ListUsersCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Filter: `email = ${quoted(email)}`, Limit: 1 }),
  );
  const user = Users[0];
  if (!user) return 'none';
  return user.UserStatus === 'UNCONFIRMED' ? 'unconfirmed' : 'registered';
}

export type NewAccount = { email: string; password: string; username: string };

/**
 * Creates the account; Cognito mails its code. 'exists' when the address was registered meanwhile (a
 * second tab, a race with another sign-up): the caller answers as for any registered address.
 */
export async function createAccount(account: NewAccount): Promise<'created' | 'exists'> {
  try {
    await cognito().send(
      new SignUpCommand({
        ...(await clientFields(account.email)),
        Username: account.email,
        Password: account.password,
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'preferred_username', Value: account.username },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    if ((error as Error).name === 'UsernameExistsException') return 'exists';
    throw error;
  }
}

/** Mails the code of an unconfirmed account again. */
export async function resendAccountCode(email: string): Promise<void> {
  await cognito().send(new ResendConfirmationCodeCommand({ ...(await clientFields(email)), Username: email }));
}

/**
 * Confirms an account with its code. Cognito's refusals differ by address (a confirmed one: "User cannot
 * be confirmed. Current status is CONFIRMED"; an unknown one; a wrong or expired code; too many wrong
 * codes): all are 'refused', and the caller answers them alike.
 */
export async function confirmAccount(email: string, code: string): Promise<'confirmed' | 'refused'> {
  try {
    await cognito().send(
      new ConfirmSignUpCommand({ ...(await clientFields(email)), Username: email, ConfirmationCode: code }),
    );
    return 'confirmed';
  } catch (error) {
    if (CODE_REFUSALS.has((error as Error).name)) return 'refused';
    throw error;
  }
}

const CODE_REFUSALS = new Set([
  'CodeMismatchException',
  'ExpiredCodeException',
  'UserNotFoundException',
  'NotAuthorizedException',
  'LimitExceededException',
  'TooManyFailedAttemptsException',
]);
