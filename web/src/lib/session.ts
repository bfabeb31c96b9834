/**
 * The member's tokens and sign-out, for the API client, the socket and the
 * screens, without importing Amplify (decision 0037). Amplify Auth (about
 * 45 KB of code) loads when the member runtime starts it: at once when no
 * live session is stored (the sign-in page, an expired session), and when
 * the session needs it when one is (decision 0044): the 30-second session
 * check finds the stored token near its end, or the member signs out. Until
 * then a request carries the access token Amplify stored, while it has over a
 * minute left; anything else (an older token, sign-out, a refresh) waits for
 * Amplify.
 *
 * The member runtime registers how Amplify starts (configure, Hub, session):
 * `setAmplifyStarter`. Everything here goes through that one start.
 */
import { getRuntimeConfig } from '../config/runtime-config';
import { browserStorage, storedAccessToken, storedAccessTokenExpiry } from './stored-session';

export type AmplifyAuth = typeof import('aws-amplify/auth');

let starter: (() => Promise<AmplifyAuth>) | undefined;
let loaded: AmplifyAuth | undefined;

/** Called once by the member runtime; `start` must be idempotent. */
export function setAmplifyStarter(start: () => Promise<AmplifyAuth>): void {
  starter = async () => {
    const auth = await start();
    loaded = auth;
    return auth;
  };
}

/** Amplify Auth, configured, with the runtime's Hub listener on; starts it if it has not started. */
export function configuredAmplify(): Promise<AmplifyAuth> {
  if (!starter) return Promise.reject(new Error('The member runtime has not started'));
  return starter();
}

/** The Cognito access token; Amplify refreshes it first when it is near expiry. */
export async function currentAccessToken(
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): Promise<string | undefined> {
  if (!loaded) {
    const stored = storage && storedAccessToken(storage, getRuntimeConfig().userPoolClientId);
    if (stored) return stored;
  }
  const auth = loaded ?? (await configuredAmplify());
  return (await auth.fetchAuthSession()).tokens?.accessToken?.toString();
}

/**
 * When the access token Amplify stored expires (JWT `exp`, seconds), while Amplify has not started and
 * the token has over a minute left: the session check needs no Amplify until then.
 */
export function storedSessionExpiry(
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): number | undefined {
  if (loaded || !storage) return undefined;
  return storedAccessTokenExpiry(storage, getRuntimeConfig().userPoolClientId);
}

/** Amplify's session, refreshed first when `forceRefresh`. */
export async function fetchSession(options?: { forceRefresh?: boolean }) {
  return (await configuredAmplify()).fetchAuthSession(options);
}

/** Signs out in this browser (Amplify clears its tokens; the Hub tells the runtime). */
export async function signOut(): Promise<void> {
  await (await configuredAmplify()).signOut();
}

/** Tests start from nothing loaded. */
export function forgetAmplify(): void {
  starter = undefined;
  loaded = undefined;
}
