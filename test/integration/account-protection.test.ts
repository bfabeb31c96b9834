/**
 * What the browser meets at the local Cognito (the shim in front of
 * cognito-local), as on AWS (decision 0031): common passwords refused, lockout
 * after repeated wrong passwords or codes, and no answer that tells a
 * stranger whether an address is registered.
 */
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-info';
import { createMember } from '../support/members';

const browser = () =>
  new CognitoIdentityProviderClient({
    endpoint: cloud().cognitoShimUrl,
    region: 'us-east-1',
    credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    maxAttempts: 1,
  });
const signIn = (email: string, password: string) =>
  browser().send(
    new InitiateAuthCommand({
      ClientId: cloud().userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

describe('account protection at the local Cognito', () => {
  it('refuses a common password at sign-up (the route signs up with the sign-up client, decision 0054)', async () => {
    await expect(
      browser().send(
        new SignUpCommand({
          ClientId: cloud().signUpClientId,
          Username: `x${randomUUID()}@test.kindred.local`,
          Password: '123456',
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException', message: expect.stringContaining('too common') });
  });

  it('after 30 wrong passwords, the right one is refused too: Password attempts exceeded', async () => {
    const member = await createMember();
    for (let i = 0; i < 30; i++)
      await expect(signIn(member.email, `wrong-${i}-pass`)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(signIn(member.email, member.password)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    // Another member is not affected.
    const other = await createMember();
    expect((await signIn(other.email, other.password)).AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('after repeated wrong reset codes, every code is refused for a while: Attempt limit exceeded', async () => {
    const member = await createMember();
    await browser().send(new ForgotPasswordCommand({ ClientId: cloud().userPoolClientId, Username: member.email }));
    const confirm = (code: string) =>
      browser().send(
        new ConfirmForgotPasswordCommand({
          ClientId: cloud().userPoolClientId,
          Username: member.email,
          ConfirmationCode: code,
          Password: 'a-new-pass-2026',
        }),
      );
    const answers: string[] = [];
    for (let i = 0; i < 25; i++)
      answers.push(
        await confirm(String(100000 + i)).then(
          () => 'ok',
          (error: Error) => error.name,
        ),
      );
    expect(answers.slice(0, 5).every((name) => name === 'CodeMismatchException')).toBe(true);
    expect(answers.at(-1)).toBe('LimitExceededException');
  });

  it('tells a stranger nothing about who is registered: sign-in and reset answer the same for an unknown address', async () => {
    const member = await createMember();
    const unknown = `nobody-${randomUUID()}@test.kindred.local`;
    const refusal = (email: string) =>
      signIn(email, 'not-the-pass-1').then(
        () => new Error('signed in'),
        (error: Error) => error,
      );
    const [known, stranger] = await Promise.all([refusal(member.email), refusal(unknown)]);
    expect([known.name, known.message]).toEqual([stranger.name, stranger.message]);
    const reset = await browser().send(
      new ForgotPasswordCommand({ ClientId: cloud().userPoolClientId, Username: unknown }),
    );
    expect(reset.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
  });
});
