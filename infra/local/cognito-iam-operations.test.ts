import { describe, expect, it } from 'vitest';
import { needsIamSignature, signatureRefusal } from './cognito-iam-operations';

describe('Cognito operations that need IAM', () => {
  it('are the admin and management calls, never what a browser calls', () => {
    for (const operation of [
      'AdminCreateUser',
      'AdminSetUserPassword',
      'AdminDeleteUser',
      'AdminAddUserToGroup',
      'ListUsers',
      'CreateUserPool',
      'CreateGroup',
      'DescribeUserPool',
    ]) {
      expect(needsIamSignature(operation), operation).toBe(true);
    }
    for (const operation of [
      'SignUp',
      'ConfirmSignUp',
      'InitiateAuth',
      'GetTokensFromRefreshToken',
      'ForgotPassword',
      'ConfirmForgotPassword',
      'GlobalSignOut',
      'ResendConfirmationCode',
    ]) {
      expect(needsIamSignature(operation), operation).toBe(false);
    }
  });

  it('refuse as Cognito does: a missing signature 403, an unknown key or a wrong signature 400', () => {
    expect(signatureRefusal('MissingAuthentication', '')).toMatchObject({
      status: 403,
      body: { __type: 'MissingAuthenticationTokenException' },
    });
    expect(signatureRefusal('InvalidAccessKeyId', '')).toMatchObject({
      status: 400,
      body: { __type: 'UnrecognizedClientException' },
    });
    expect(signatureRefusal('SignatureDoesNotMatch', 'no')).toMatchObject({
      status: 400,
      body: { __type: 'InvalidSignatureException', message: 'no' },
    });
  });
});
