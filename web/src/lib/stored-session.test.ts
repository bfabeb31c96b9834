import { describe, expect, it } from 'vitest';
import { hasStoredSession, storedAccessToken, storedMember } from './stored-session';

const storage = (keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

describe('hasStoredSession', () => {
  it('finds the tokens Amplify stores for a signed-in member', () => {
    expect(hasStoredSession(storage(['theme', 'CognitoIdentityServiceProvider.client123.user-1.refreshToken']))).toBe(
      true,
    );
    expect(hasStoredSession(storage(['CognitoIdentityServiceProvider.client123.user-1.accessToken']))).toBe(true);
  });

  it('is false for a visitor, and after sign-out (Amplify keeps no token keys then)', () => {
    expect(hasStoredSession(storage([]))).toBe(false);
    expect(hasStoredSession(storage(['CognitoIdentityServiceProvider.client123.user-1.clockDrift', 'other']))).toBe(
      false,
    );
    expect(hasStoredSession(undefined)).toBe(false);
  });
});

const CLIENT = 'client123';
const jwt = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const signedIn = (token: string, client = CLIENT) =>
  storageWith({
    [`CognitoIdentityServiceProvider.${client}.LastAuthUser`]: 'ana',
    [`CognitoIdentityServiceProvider.${client}.ana.accessToken`]: token,
  });

describe('storedAccessToken and storedMember', () => {
  it("read Amplify's last user's access token while it has over a minute left", () => {
    const token = jwt({ exp: inAnHour(), sub: 'u1', username: 'ana' });
    expect(storedAccessToken(signedIn(token), CLIENT)).toBe(token);
    expect(storedMember(signedIn(token), CLIENT)).toEqual({ username: 'ana', userId: 'u1' });
  });

  it('are undefined for an expiring token, another app client, nothing stored, or garbage', () => {
    const soon = jwt({ exp: Math.floor(Date.now() / 1000) + 30, sub: 'u1', username: 'ana' });
    for (const storage of [
      signedIn(soon),
      signedIn(jwt({ exp: inAnHour(), sub: 'u1', username: 'ana' }), 'another-client'),
      storageWith({}),
      signedIn('not-a-jwt'),
      signedIn(jwt({ exp: 'soon' })),
    ]) {
      expect(storedAccessToken(storage, CLIENT)).toBeUndefined();
      expect(storedMember(storage, CLIENT)).toBeUndefined();
    }
  });

  it('names no member when the token lacks who it belongs to', () => {
    const token = jwt({ exp: inAnHour() });
    expect(storedAccessToken(signedIn(token), CLIENT)).toBe(token);
    expect(storedMember(signedIn(token), CLIENT)).toBeUndefined();
  });

  it('survive storage that throws (blocked storage)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(storedAccessToken(throwing, CLIENT)).toBeUndefined();
  });
});
