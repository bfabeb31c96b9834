/**
 * Whether this browser holds a member's session, without loading Amplify:
 * Amplify Auth keeps its tokens in localStorage under
 * `CognitoIdentityServiceProvider.<client id>.<user>.<token>`. A visitor with
 * no such key never loads the auth code (decision 0021); a member's session is
 * checked for real by Amplify once it has loaded.
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
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
