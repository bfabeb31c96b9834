/**
 * Cognito's lockout, which cognito-local lacks (decision 0031): after 5 wrong
 * passwords in a row a user is locked out for 1 second, doubling with each
 * further failure up to 15 minutes ('Password attempts exceeded'); a right
 * password resets it. Wrong confirmation and reset codes are limited the same
 * way ('Attempt limit exceeded'), per user and operation.
 */
import type { CognitoErrorBody } from './cognito-shim-rules';

export const FREE_FAILURES = 5;
export const MAX_LOCK_MS = 15 * 60 * 1000;

export type Attempt = { kind: 'password' | 'code'; key: string };

/** The attempt an operation makes, if it is one Cognito limits. */
export function attemptOf(operation: string, input: Record<string, unknown>): Attempt | undefined {
  if (operation === 'InitiateAuth' && input.AuthFlow === 'USER_PASSWORD_AUTH') {
    const username = (input.AuthParameters as Record<string, unknown> | undefined)?.USERNAME;
    return typeof username === 'string' ? { kind: 'password', key: `password:${username.toLowerCase()}` } : undefined;
  }
  if ((operation === 'ConfirmSignUp' || operation === 'ConfirmForgotPassword') && typeof input.Username === 'string') {
    return { kind: 'code', key: `${operation}:${input.Username.toLowerCase()}` };
  }
  return undefined;
}

/** Whether Cognito's answer counts as a wrong password or code. */
export function isFailedAttempt(attempt: Attempt, error: CognitoErrorBody | undefined): boolean {
  if (!error) return false;
  return attempt.kind === 'password'
    ? // cognito-local says InvalidPasswordException for a wrong password (the shim corrects it afterwards).
      ['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].includes(error.__type)
    : error.__type === 'CodeMismatchException' || error.__type === 'ExpiredCodeException';
}

const REFUSALS: Record<Attempt['kind'], CognitoErrorBody> = {
  password: { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' },
  code: { __type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' },
};

export class AttemptLockout {
  private readonly entries = new Map<string, { failures: number; lockedUntil: number }>();

  /** Cognito's refusal while the user is locked out, else undefined (the attempt may go ahead). */
  refusal(attempt: Attempt, now: number): CognitoErrorBody | undefined {
    const entry = this.entries.get(attempt.key);
    return entry && now < entry.lockedUntil ? REFUSALS[attempt.kind] : undefined;
  }

  record(attempt: Attempt, failed: boolean, now: number): void {
    if (!failed) {
      this.entries.delete(attempt.key);
      return;
    }
    const failures = (this.entries.get(attempt.key)?.failures ?? 0) + 1;
    const lockMs = failures < FREE_FAILURES ? 0 : Math.min(MAX_LOCK_MS, 1000 * 2 ** (failures - FREE_FAILURES));
    this.entries.set(attempt.key, { failures, lockedUntil: now + lockMs });
  }
}
