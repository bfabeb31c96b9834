import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { checkSession } from './session-refresh';
import {
  configuredAmplify,
  currentAccessToken,
  forgetAmplify,
  setAmplifyStarter,
  signOut,
  type AmplifyAuth,
} from './session';

const CLIENT = 'client123';
const jwt = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const live = jwt({ exp: Math.floor(Date.now() / 1000) + 3600, sub: 'u1', username: 'ana' });
const stored = (token: string) => ({
  getItem: (key: string) =>
    ({
      [`CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`]: 'ana',
      [`CognitoIdentityServiceProvider.${CLIENT}.ana.accessToken`]: token,
    })[key] ?? null,
});

setRuntimeConfig({
  region: 'us-east-1',
  userPoolId: 'us-east-1_x',
  userPoolClientId: CLIENT,
  httpApiUrl: 'https://api.example.com',
  webSocketUrl: 'wss://ws.example.com',
  mediaBaseUrl: 'https://media.example.com',
});

function fakeAmplify(token: string) {
  const auth = {
    fetchAuthSession: vi.fn(async (_options?: { forceRefresh?: boolean }) => ({
      tokens: { accessToken: { toString: () => token, payload: { exp: Math.floor(Date.now() / 1000) + 3600 } } },
    })),
    signOut: vi.fn(async () => undefined),
  };
  const start = vi.fn(async () => auth as unknown as AmplifyAuth);
  setAmplifyStarter(start);
  return { auth, start };
}

afterEach(() => forgetAmplify());

describe('session', () => {
  it('uses the stored live token without starting Amplify, then Amplify once it is loaded', async () => {
    const { start, auth } = fakeAmplify('from-amplify');
    expect(await currentAccessToken(stored(live))).toBe(live);
    expect(start).not.toHaveBeenCalled();
    await configuredAmplify();
    expect(await currentAccessToken(stored(live))).toBe('from-amplify');
    expect(auth.fetchAuthSession).toHaveBeenCalledTimes(1);
  });

  it('asks Amplify when the stored token is near expiry or missing', async () => {
    const { start } = fakeAmplify('refreshed');
    expect(await currentAccessToken(stored(jwt({ exp: Math.floor(Date.now() / 1000) + 30 })))).toBe('refreshed');
    expect(start).toHaveBeenCalled();
    forgetAmplify();
    fakeAmplify('fresh');
    expect(await currentAccessToken(undefined)).toBe('fresh');
  });

  it('signs out through Amplify, starting it if needed', async () => {
    const { start, auth } = fakeAmplify('x');
    await signOut();
    expect(start).toHaveBeenCalled();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('refuses before the member runtime has registered how Amplify starts', async () => {
    await expect(configuredAmplify()).rejects.toThrow(/has not started/);
  });

  it('checks the session every 30 s without Amplify while the stored token has more than 90 s left', async () => {
    const { start } = fakeAmplify('x');
    await checkSession(Date.now, stored(live));
    await checkSession(Date.now, stored(jwt({ exp: Math.floor(Date.now() / 1000) + 91 + 30 })));
    expect(start).not.toHaveBeenCalled();
  });

  it('starts Amplify to refresh a stored token with 90 s or less left', async () => {
    const { start, auth } = fakeAmplify('x');
    const nearEnd = jwt({ exp: Math.floor(Date.now() / 1000) + 80 });
    await checkSession(() => Date.now(), stored(nearEnd));
    expect(start).toHaveBeenCalled();
    expect(auth.fetchAuthSession).toHaveBeenCalledTimes(1);
    // Amplify's own session is fresh (an hour left): no forced refresh.
    expect(auth.fetchAuthSession).not.toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('checks through Amplify once it has started, and refreshes near the end', async () => {
    const { auth } = fakeAmplify('x');
    await configuredAmplify();
    await checkSession(() => Date.now() + 3600_000 - 60_000, stored(live));
    expect(auth.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  });
});
