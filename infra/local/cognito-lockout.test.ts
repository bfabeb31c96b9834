import { describe, expect, it } from 'vitest';
import { AttemptLockout, attemptOf, isFailedAttempt, MAX_LOCK_MS } from './cognito-lockout';

const signIn = attemptOf('InitiateAuth', {
  AuthFlow: 'USER_PASSWORD_AUTH',
  AuthParameters: { USERNAME: 'Ana@Example.com', PASSWORD: 'x' },
})!;
const wrong = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };

describe('the local Cognito lockout', () => {
  it('knows which operations are attempts: password sign-ins and confirmation or reset codes, per user', () => {
    expect(signIn).toEqual({ kind: 'password', key: 'password:ana@example.com' });
    expect(attemptOf('ConfirmForgotPassword', { Username: 'ana@example.com', ConfirmationCode: '1' })).toEqual({
      kind: 'code',
      key: 'ConfirmForgotPassword:ana@example.com',
    });
    expect(attemptOf('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: {} })).toBeUndefined();
    expect(isFailedAttempt(signIn, wrong)).toBe(true);
    expect(isFailedAttempt(signIn, undefined)).toBe(false);
  });

  it('lets 5 wrong passwords through, then locks for 1 s, doubling up to 15 minutes; even the right password waits', () => {
    const lockout = new AttemptLockout();
    let now = 0;
    for (let i = 0; i < 4; i++) lockout.record(signIn, true, now);
    expect(lockout.refusal(signIn, now)).toBeUndefined();
    lockout.record(signIn, true, now);
    expect(lockout.refusal(signIn, now)).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    expect(lockout.refusal(signIn, now + 1000)).toBeUndefined();
    lockout.record(signIn, true, (now += 1000));
    expect(lockout.refusal(signIn, now + 1999)).toBeDefined();
    for (let i = 0; i < 30; i++) lockout.record(signIn, true, now);
    expect(lockout.refusal(signIn, now + MAX_LOCK_MS - 1)).toBeDefined();
    expect(lockout.refusal(signIn, now + MAX_LOCK_MS)).toBeUndefined();
    lockout.record(signIn, false, now + MAX_LOCK_MS);
    lockout.record(signIn, true, now + MAX_LOCK_MS);
    expect(lockout.refusal(signIn, now + MAX_LOCK_MS)).toBeUndefined();
  });
});
