import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import {
  isAlreadySignedIn,
  isUnconfirmedUser,
  resetErrorToast,
  signInErrorToast,
  signUpErrorToast,
  updatePasswordErrorToast,
} from './auth-errors';
import { ApiError } from '#web/lib/api-client.ts';

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
  it("reads too many attempts (the route's 429, the same for every address) as a clear next step", () => {
    expect(signUpErrorToast(new ApiError('rate_limited', 'Too many requests.', 429))).toEqual(
      MESSAGES.auth.signUpThrottled,
    );
  });

  it("shows the refused field's message for a 400, and the message otherwise", () => {
    expect(
      signUpErrorToast(
        new ApiError('validation_failed', 'The request body is invalid', 400, [
          { path: 'password', message: 'This password is too common' },
        ]),
      ),
    ).toEqual(MESSAGES.auth.signUpFailed('This password is too common'));
    expect(signUpErrorToast(new ApiError('network_error', 'Failed to fetch', 0))).toEqual(
      MESSAGES.auth.signUpFailed('Failed to fetch'),
    );
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
