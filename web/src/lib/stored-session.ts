/**
 * The member's session as Amplify Auth stored it, read without loading
 * Amplify: it keeps its tokens in localStorage under
 * `CognitoIdentityServiceProvider.<client id>.<user>.<token>`, and the user
 * under `….<client id>.LastAuthUser`. This is the one module that knows that
 * format. A visitor with no such key never loads the auth code (decision
 * 0021); a member's page runs on the stored access token until the session
 * needs Amplify (decisions 0037 and 0044), and Amplify checks the session for
 * real once loaded.
 */
const TOKEN_KEY = /^CognitoIdentityServiceProvider\..+\.(accessToken|refreshToken)$/;

export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | undefined = browserStorage()): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key && TOKEN_KEY.test(key)) return true;
  }
  return false;
}

/** localStorage, or undefined where there is none (prerendering) or it is blocked (some private modes throw). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export type StoredMember = { username: string; userId: string };

/** The stored access token's claims while it has over a minute left; undefined otherwise. */
function liveClaims(
  storage: Pick<Storage, 'getItem'>,
  clientId: string,
  now: number,
): { token: string; claims: Record<string, unknown> } | undefined {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  try {
    const user = storage.getItem(`${prefix}.LastAuthUser`);
    if (!user) return undefined;
    const token = storage.getItem(`${prefix}.${user}.accessToken`);
    if (!token) return undefined;
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as Record<string, unknown>;
    return typeof claims.exp === 'number' && claims.exp * 1000 > now + 60_000 ? { token, claims } : undefined;
  } catch {
    return undefined;
  }
}

/** The access token Amplify stored for this app client's last user, while it has over a minute left. */
export function storedAccessToken(
  storage: Pick<Storage, 'getItem'>,
  clientId: string,
  now = Date.now(),
): string | undefined {
  return liveClaims(storage, clientId, now)?.token;
}

/** When that token expires (JWT `exp`, in seconds). */
export function storedAccessTokenExpiry(
  storage: Pick<Storage, 'getItem'>,
  clientId: string,
  now = Date.now(),
): number | undefined {
  return liveClaims(storage, clientId, now)?.claims.exp as number | undefined;
}

/** Who that token belongs to (Amplify's getCurrentUser answers the same two fields from it). */
export function storedMember(
  storage: Pick<Storage, 'getItem'>,
  clientId: string,
  now = Date.now(),
): StoredMember | undefined {
  const claims = liveClaims(storage, clientId, now)?.claims;
  return typeof claims?.username === 'string' && typeof claims.sub === 'string'
    ? { username: claims.username, userId: claims.sub }
    : undefined;
}
