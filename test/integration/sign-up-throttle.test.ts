import { randomInt, randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { SIGN_UPS_PER_ADDRESS } from '#shared/limits.ts';
import { cloud } from '../support/cloud-info';
import { cognitoFrom } from '../support/cognito-from';

describe('sign-ups per source address (decision 0033)', () => {
  it(`a burst from one address: ${SIGN_UPS_PER_ADDRESS.limit} accepted, the rest refused as the user pool's WAF rule refuses them, with nothing created or mailed for those`, async () => {
    // An address of its own, so no other test's sign-ups count here.
    const from = cognitoFrom(`127.0.${randomInt(100, 200)}.${randomInt(2, 250)}`);
    const burst = SIGN_UPS_PER_ADDRESS.limit + 3;
    const emails = Array.from({ length: burst }, (_, i) => `burst-${i}-${randomUUID().slice(0, 8)}@test.kindred.local`);
    const outcomes: string[] = [];
    for (const email of emails) {
      try {
        await from.send(
          new SignUpCommand({
            ClientId: cloud().userPoolClientId,
            Username: email,
            Password: `pass-${randomUUID()}`,
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        );
        outcomes.push('accepted');
      } catch (error) {
        outcomes.push(
          `${(error as Error).name} ${(error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode}`,
        );
      }
    }
    expect(outcomes).toEqual([
      ...Array.from({ length: SIGN_UPS_PER_ADDRESS.limit }, () => 'accepted'),
      ...Array.from({ length: burst - SIGN_UPS_PER_ADDRESS.limit }, () => 'ForbiddenException 403'),
    ]);

    // Cognito itself (admin, past the shim): the accepted ones exist, the refused ones do not.
    const admin = new CognitoIdentityProviderClient({
      endpoint: cloud().cognitoUrl,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const exists = async (email: string) =>
      admin.send(new AdminGetUserCommand({ UserPoolId: cloud().userPoolId, Username: email })).then(
        () => true,
        (error: Error) => (error.name === 'UserNotFoundException' ? false : Promise.reject(error)),
      );
    expect(await Promise.all(emails.map(exists))).toEqual(outcomes.map((outcome) => outcome === 'accepted'));
    const mailed = new Set(
      ((await (await fetch(`${cloud().cognitoShimUrl}/dev/mailbox.json`)).json()) as { to: string }[]).map(
        (entry) => entry.to,
      ),
    );
    expect(emails.map((email) => mailed.has(email))).toEqual(outcomes.map((outcome) => outcome === 'accepted'));

    // Another address is not held back by this one.
    const neighbour = `other-${randomUUID().slice(0, 8)}@test.kindred.local`;
    await expect(
      cognitoFrom(`127.0.${randomInt(200, 250)}.${randomInt(2, 250)}`).send(
        new SignUpCommand({
          ClientId: cloud().userPoolClientId,
          Username: neighbour,
          Password: `pass-${randomUUID()}`,
          UserAttributes: [{ Name: 'email', Value: neighbour }],
        }),
      ),
    ).resolves.toMatchObject({ UserConfirmed: false });
  });
});
