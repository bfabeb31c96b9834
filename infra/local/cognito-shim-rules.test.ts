import { describe, expect, it } from 'vitest';
import { USER_POOL_SETTINGS } from '../user-pool-settings';
import {
  correctedError,
  maskEmail,
  passwordPolicyViolation,
  proposedPassword,
  refusedAtTheGate,
  withTokenMetadata,
} from './cognito-shim-rules';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('passwordPolicyViolation', () => {
  it("refuses a common or breached password as Cognito's threat protection does", () => {
    expect(passwordPolicyViolation('123456', policy)).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password is too common',
    });
    expect(passwordPolicyViolation('blue tram at dawn', policy)).toBeUndefined();
  });

  const policy = USER_POOL_SETTINGS.passwordPolicy;

  it("rejects a password below the minimum length with Cognito's error", () => {
    expect(passwordPolicyViolation('x'.repeat(policy.minLength - 1), policy)).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    expect(passwordPolicyViolation('x'.repeat(policy.minLength), policy)).toBeUndefined();
  });

  it('applies each character-class requirement that is switched on', () => {
    const strict = { ...policy, minLength: 1, requireUppercase: true, requireDigits: true, requireSymbols: true };
    expect(passwordPolicyViolation('abc', strict)?.message).toContain('uppercase');
    expect(passwordPolicyViolation('Abc', strict)?.message).toContain('numeric');
    expect(passwordPolicyViolation('Abc1', strict)?.message).toContain('symbol');
    expect(passwordPolicyViolation('Abc1!', strict)).toBeUndefined();
  });
});

describe('proposedPassword', () => {
  it('finds the new password of each operation that sets one', () => {
    expect(proposedPassword('SignUp', { Password: 'a' })).toBe('a');
    expect(proposedPassword('ConfirmForgotPassword', { Password: 'b' })).toBe('b');
    expect(proposedPassword('ChangePassword', { PreviousPassword: 'x', ProposedPassword: 'c' })).toBe('c');
    expect(proposedPassword('RespondToAuthChallenge', { ChallengeResponses: { NEW_PASSWORD: 'd' } })).toBe('d');
    expect(proposedPassword('InitiateAuth', { AuthParameters: { PASSWORD: 'e' } })).toBeUndefined();
  });
});

describe('correctedError', () => {
  it('reports a wrong password or unknown user at sign-in as NotAuthorizedException', () => {
    const expected = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    expect(correctedError('InitiateAuth', { __type: 'InvalidPasswordException', message: 'Invalid password' })).toEqual(
      expected,
    );
    expect(
      correctedError('InitiateAuth', { __type: 'NotAuthorizedException', message: 'User not authorized' }),
    ).toEqual(expected);
    expect(
      correctedError('InitiateAuth', { __type: 'NotAuthorizedException', message: 'User is disabled.' }).message,
    ).toBe('User is disabled.');
    expect(correctedError('InitiateAuth', { __type: 'UserNotFoundException', message: 'User not found.' })).toEqual(
      expected,
    );
  });

  it('leaves other errors alone', () => {
    const taken = { __type: 'UsernameExistsException', message: 'User already exists' };
    expect(correctedError('SignUp', taken)).toBe(taken);
    const policy = { __type: 'InvalidPasswordException', message: 'Password did not conform with policy' };
    expect(correctedError('SignUp', policy)).toBe(policy);
  });
});

describe('withTokenMetadata', () => {
  it('adds ExpiresIn from the access token lifetime and TokenType', () => {
    const output = withTokenMetadata({
      AuthenticationResult: { AccessToken: jwt({ iat: 1000, exp: 4600 }), IdToken: 'x' },
    });
    expect(output.AuthenticationResult).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer', IdToken: 'x' });
  });

  it('keeps values the service already sent and ignores outputs without tokens', () => {
    expect(
      withTokenMetadata({ AuthenticationResult: { AccessToken: jwt({ iat: 0, exp: 60 }), ExpiresIn: 5 } })
        .AuthenticationResult?.ExpiresIn,
    ).toBe(5);
    expect(withTokenMetadata({ ChallengeName: 'NEW_PASSWORD_REQUIRED' } as object)).toEqual({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
    });
  });
});

describe('maskEmail', () => {
  it('shows only the first letter and the domain initial', () => {
    expect(maskEmail('ana@example.com')).toBe('a***@e***');
  });
});

describe('refusedAtTheGate (the user pool web ACL rule, decision 0054)', () => {
  it('refuses SignUp, ResendConfirmationCode and ConfirmSignUp unless they name the sign-up client, and nothing else', () => {
    for (const operation of ['SignUp', 'ResendConfirmationCode', 'ConfirmSignUp']) {
      expect(refusedAtTheGate(operation, { ClientId: 'web' }, 'sign-up')).toBe(true);
      expect(refusedAtTheGate(operation, {}, 'sign-up')).toBe(true);
      expect(refusedAtTheGate(operation, { ClientId: 'sign-up' }, 'sign-up')).toBe(false);
    }
    for (const operation of ['InitiateAuth', 'ConfirmForgotPassword', 'ForgotPassword'])
      expect(refusedAtTheGate(operation, { ClientId: 'web' }, 'sign-up')).toBe(false);
  });
});
