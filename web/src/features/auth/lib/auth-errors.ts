/**
 * Which toast an auth failure shows (core spec "Error catalogue"). Amplify
 * throws AuthError with Cognito's exception name in `name`; cognito-local
 * differs from Cognito in places (a wrong password is InvalidPasswordException,
 * not NotAuthorizedException), so both are mapped.
 */
import { MESSAGES, type ToastMessage } from '#shared/messages.ts';

export function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : undefined;
}

export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    const message = (error as { message: string }).message.trim();
    return message === '' ? undefined : message;
  }
  return undefined;
}

/** Wrong email or password, in every form Cognito and cognito-local say it. */
const INVALID_CREDENTIALS = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

/** The account exists but its email was never confirmed: show the code step. */
export function isUnconfirmedUser(error: unknown): boolean {
  return errorName(error) === 'UserNotConfirmedException';
}

/** Amplify refuses to sign in twice; the member is already in. */
export function isAlreadySignedIn(error: unknown): boolean {
  return errorName(error) === 'UserAlreadyAuthenticatedException';
}

export function signInErrorToast(error: unknown): ToastMessage {
  const name = errorName(error);
  const message = errorMessage(error);
  if ((name && INVALID_CREDENTIALS.has(name)) || /invalid login credentials/i.test(message ?? '')) {
    return MESSAGES.auth.invalidCredentials;
  }
  return message ? MESSAGES.auth.signInFailed(message) : MESSAGES.generic.error;
}

/** Cognito's answer to a sign-up with a registered address (it prevents existence errors everywhere but here). */
export function isAccountExists(error: unknown): boolean {
  return (
    errorName(error) === 'UsernameExistsException' ||
    /user already registered|already exists/i.test(errorMessage(error) ?? '')
  );
}

/**
 * Too many sign-ups: the user pool's WAF rule per address answers ForbiddenException (decision 0033),
 * Cognito's own quotas TooManyRequestsException or LimitExceededException. Raw, these read as a fault.
 */
const SIGN_UP_REFUSED_FOR_VOLUME = new Set([
  'ForbiddenException',
  'TooManyRequestsException',
  'LimitExceededException',
]);

/**
 * The spec's 'Account exists' toast would tell anyone which addresses are
 * members, so the sign-up form treats that answer as a success (decision 0031)
 * and this never names it: any other failure shows the provider's message.
 */
export function signUpErrorToast(error: unknown): ToastMessage {
  const message = errorMessage(error);
  if (isAccountExists(error)) return MESSAGES.auth.signUpCheckEmail;
  if (SIGN_UP_REFUSED_FOR_VOLUME.has(errorName(error) ?? '')) return MESSAGES.auth.signUpThrottled;
  return message ? MESSAGES.auth.signUpFailed(message) : MESSAGES.generic.error;
}

/** Requesting a reset code. */
export function resetErrorToast(error: unknown): ToastMessage {
  const message = errorMessage(error);
  return message ? MESSAGES.auth.resetFailed(message) : MESSAGES.generic.error;
}

/** Setting the new password with the code. */
export function updatePasswordErrorToast(error: unknown): ToastMessage {
  const message = errorMessage(error);
  return message ? MESSAGES.auth.updateFailed(message) : MESSAGES.generic.error;
}
