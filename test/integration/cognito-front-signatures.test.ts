import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-info';
import { createMember } from '../support/members';

const via = (endpoint: string, secretAccessKey: string) =>
  new CognitoIdentityProviderClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey },
  });

// Both of Cognito's local addresses: the one handlers and tools use (also the token issuer's host),
// and the browser's. cognito-local once answered unsigned admin calls on the first.
describe.each([
  ['the Cognito endpoint', () => cloud().cognitoUrl],
  ["the browser's Cognito endpoint", () => cloud().cognitoShimUrl],
])('%s and admin calls', (_name, endpointOf) => {
  it('refuses an unsigned or badly signed admin call, creating nothing, and serves a signed one', async () => {
    const endpoint = endpointOf();
    const viaShim = (secret: string) => via(endpoint, secret);
    const email = `forged-${randomUUID().slice(0, 8)}@test.kindred.local`;
    const unsigned = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser',
      },
      body: JSON.stringify({ UserPoolId: cloud().userPoolId, Username: email, MessageAction: 'SUPPRESS' }),
    });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ __type: 'MissingAuthenticationTokenException' });
    await expect(
      viaShim('not-the-local-secret').send(
        new AdminCreateUserCommand({ UserPoolId: cloud().userPoolId, Username: email, MessageAction: 'SUPPRESS' }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidSignatureException' });
    await expect(
      viaShim('local').send(new AdminGetUserCommand({ UserPoolId: cloud().userPoolId, Username: email })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });

    const member = await createMember();
    const user = await viaShim('local').send(
      new AdminGetUserCommand({ UserPoolId: cloud().userPoolId, Username: member.email }),
    );
    expect(user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value).toBe(member.sub);
  });

  it("serves the issuer's keys, and the tokens name the Cognito endpoint as their issuer", async () => {
    const member = await createMember();
    const issuer = `${cloud().cognitoUrl}/${cloud().userPoolId}`;
    expect(decodeJwt(member.accessToken).iss).toBe(issuer);
    const keys = await fetch(`${endpointOf()}/${cloud().userPoolId}/.well-known/jwks.json`);
    expect(keys.status).toBe(200);
    expect(((await keys.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });
});
