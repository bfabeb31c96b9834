import { describe, expect, it } from 'vitest';
import { hasStoredSession } from './stored-session';

const storage = (keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

describe('hasStoredSession', () => {
  it('finds the tokens Amplify stores for a signed-in member', () => {
    expect(hasStoredSession(storage(['theme', 'CognitoIdentityServiceProvider.client123.user-1.refreshToken']))).toBe(true);
    expect(hasStoredSession(storage(['CognitoIdentityServiceProvider.client123.user-1.accessToken']))).toBe(true);
  });

  it('is false for a visitor, and after sign-out (Amplify keeps no token keys then)', () => {
    expect(hasStoredSession(storage([]))).toBe(false);
    expect(hasStoredSession(storage(['CognitoIdentityServiceProvider.client123.user-1.clockDrift', 'other']))).toBe(false);
    expect(hasStoredSession(undefined)).toBe(false);
  });
});
