import { fetchSession, storedSessionExpiry } from './session';
import { browserStorage } from './stored-session';

/** core spec "The calls it makes": the session is checked every 30 s and refreshed when about 90 s remain. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_REFRESH_MARGIN_MS = 90_000;

/** True when a token expiring at `expSeconds` (JWT `exp`) should be refreshed now. */
export function needsRefresh(
  expSeconds: number | undefined,
  nowMs: number,
  marginMs = SESSION_REFRESH_MARGIN_MS,
): boolean {
  if (expSeconds === undefined) return false;
  return expSeconds * 1000 - nowMs <= marginMs;
}

/**
 * One check: read the session (Amplify refreshes expired tokens itself), and
 * refresh early when the access token is within the margin, so a request never
 * leaves with a token that dies on the way. A failed refresh surfaces as the
 * Hub 'tokenRefresh_failure' event, which the auth provider handles.
 */
export async function checkSession(
  now: () => number = Date.now,
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): Promise<void> {
  // Before Amplify has started, the stored token says the same without loading it (decision 0044).
  const stored = storedSessionExpiry(storage);
  if (stored !== undefined && !needsRefresh(stored, now())) return;
  const session = await fetchSession();
  const exp = session.tokens?.accessToken?.payload.exp;
  if (needsRefresh(exp, now())) await fetchSession({ forceRefresh: true });
}
