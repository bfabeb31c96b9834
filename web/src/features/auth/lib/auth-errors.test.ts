import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import {
  isAlreadySignedIn,
  isUnconfirmedUser,
  resetErrorToast,
  signInErrorToast,
  isAccountExists,
  signUpErrorToast,
  updatePasswordErrorToast,
} from './auth-errors';

/** Amplify's AuthError carries Cognito's exception name in `name`. */
function authError(name: string, message: string) {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('signInErrorToast', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['InvalidPasswordException', 'Invalid password'],
    ['UserNotFoundException', 'User does not exist.'],
  ])('shows Invalid credentials for %s', (name, message) => {
    expect(signInErrorToast(authError(name, message))).toEqual(MESSAGES.auth.invalidCredentials);
  });

  it('shows Sign in failed with the provider message otherwise', () => {
    expect(signInErrorToast(authError('LimitExceededException', 'Attempt limit exceeded'))).toEqual({
      title: 'Sign in failed',
      description: 'Attempt limit exceeded',
    });
  });

  it('falls back to the generic error when there is no message', () => {
    expect(signInErrorToast({})).toEqual(MESSAGES.generic.error);
    expect(signInErrorToast(authError('Unknown', '  '))).toEqual({
      title: 'Error',
      description: 'An unexpected error occurred. Please try again.',
    });
  });
});

describe('signUpErrorToast', () => {
  it('never says an address is registered: the answer reads like a new sign-up (decision 0031)', () => {
    expect(
      isAccountExists(authError('UsernameExistsException', 'An account with the given email already exists.')),
    ).toBe(true);
    expect(
      signUpErrorToast(authError('UsernameExistsException', 'An account with the given email already exists.')),
    ).toEqual(MESSAGES.auth.signUpCheckEmail);
    // Throttled by address (the user pool's WAF rule) or by Cognito's quotas: a clear next step, not a raw fault.
    for (const name of ['ForbiddenException', 'TooManyRequestsException', 'LimitExceededException']) {
      expect(signUpErrorToast(authError(name, 'Request not allowed due to WAF block.'))).toEqual(
        MESSAGES.auth.signUpThrottled,
      );
    }
    expect(signUpErrorToast(authError('InvalidPasswordException', 'Password too short'))).toEqual(
      MESSAGES.auth.signUpFailed('Password too short'),
    );
  });

  it.each(['User already registered', 'User account already exists'])('reads "%s" the same way', (message) => {
    expect(signUpErrorToast(authError('Error', message))).toEqual(MESSAGES.auth.signUpCheckEmail);
  });

  it('shows Sign up failed with the provider message otherwise', () => {
    expect(signUpErrorToast(authError('InvalidPasswordException', 'Password did not conform with policy'))).toEqual({
      title: 'Sign up failed',
      description: 'Password did not conform with policy',
    });
  });
});

describe('reset and update toasts', () => {
  it('puts the provider message under the spec titles', () => {
    expect(resetErrorToast(authError('LimitExceededException', 'Try later'))).toEqual({
      title: 'Reset failed',
      description: 'Try later',
    });
    expect(updatePasswordErrorToast(authError('CodeMismatchException', 'Invalid code'))).toEqual({
      title: 'Update failed',
      description: 'Invalid code',
    });
  });
});

describe('error predicates', () => {
  it('recognises an unconfirmed account and an existing session', () => {
    expect(isUnconfirmedUser(authError('UserNotConfirmedException', 'User is not confirmed.'))).toBe(true);
    expect(isUnconfirmedUser(authError('NotAuthorizedException', 'x'))).toBe(false);
    expect(isAlreadySignedIn(authError('UserAlreadyAuthenticatedException', 'x'))).toBe(true);
    expect(isAlreadySignedIn('UserAlreadyAuthenticatedException')).toBe(false);
  });
});
