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

/**
 * The sign-up route's refusals (decision 0054), the same for every address: too many attempts from this
 * network or for this e-mail (429 rate_limited), or a password the user pool refuses (400, with the
 * field's message). Anything else shows what the server or the network said.
 */
export function signUpErrorToast(error: unknown): ToastMessage {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'rate_limited') return MESSAGES.auth.signUpThrottled;
  const issue = (error as { issues?: { message: string }[] } | null)?.issues?.[0]?.message;
  const message = issue ?? errorMessage(error);
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
