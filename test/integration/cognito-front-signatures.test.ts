import { randomUUID } from 'node:crypto';
import { AdminCreateUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-info';
import { createMember } from '../support/members';

const viaShim = (secretAccessKey: string) => new CognitoIdentityProviderClient({
  endpoint: cloud().cognitoShimUrl, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey },
});

describe('the Cognito front (the shim) and admin calls', () => {
  it('refuses an unsigned or badly signed admin call, creating nothing, and serves a signed one', async () => {
    const email = `forged-${randomUUID().slice(0, 8)}@test.kindred.local`;
    const unsigned = await fetch(cloud().cognitoShimUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser' },
      body: JSON.stringify({ UserPoolId: cloud().userPoolId, Username: email, MessageAction: 'SUPPRESS' }),
    });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ __type: 'MissingAuthenticationTokenException' });
    await expect(viaShim('not-the-local-secret').send(new AdminCreateUserCommand({ UserPoolId: cloud().userPoolId, Username: email, MessageAction: 'SUPPRESS' })))
      .rejects.toMatchObject({ name: 'InvalidSignatureException' });
    await expect(viaShim('local').send(new AdminGetUserCommand({ UserPoolId: cloud().userPoolId, Username: email })))
      .rejects.toMatchObject({ name: 'UserNotFoundException' });

    const member = await createMember();
    const user = await viaShim('local').send(new AdminGetUserCommand({ UserPoolId: cloud().userPoolId, Username: member.email }));
    expect(user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value).toBe(member.sub);
  });
});
