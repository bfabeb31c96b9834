import { SESSION_RULES } from '#shared/sessions.ts';
import { getSessionFloor, raiseSessionFloor } from '../db/sessions';
import { AppError } from '../lib/errors';
import { epochSeconds } from '../db/conditions';

type Seen = { floor: number | undefined; readAt: number };

/** The floors this warm Lambda has read lately, oldest first (a Map keeps insertion order). */
const seen = new Map<string, Seen>();
const MAX_REMEMBERED = 10_000;

function remember(memberId: string, entry: Seen): void {
  seen.delete(memberId);
  seen.set(memberId, entry);
  if (seen.size > MAX_REMEMBERED) seen.delete(seen.keys().next().value!);
}

/**
 * The sign-in time of a token as API Gateway passes its claims (strings):
 * `auth_time` survives a refresh, so a refreshed token of an ended session
 * is refused too; `iat` when a token lacks it.
 */
export function signedInAtOf(claims: Record<string, unknown> | undefined): number {
  const value = Number(claims?.auth_time ?? claims?.iat);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Refuses a token whose session has ended (401 `session_ended`). Routes that
 * write read the floor strongly consistent, so nothing is ever written for a
 * member whose session ended; read-only routes may use what this Lambda read in
 * the last minute (decision 0030: an ended session is refused within a minute
 * everywhere).
 */
export async function requireLiveSession(
  memberId: string,
  signedInAt: number,
  options: { fresh: boolean },
  nowMs = Date.now(),
): Promise<void> {
  let entry = seen.get(memberId);
  if (options.fresh || !entry || nowMs - entry.readAt > SESSION_RULES.floorCacheSeconds * 1000) {
    entry = { floor: await getSessionFloor(memberId, { consistent: options.fresh }), readAt: nowMs };
    remember(memberId, entry);
  }
  if (entry.floor !== undefined && signedInAt <= entry.floor) {
    throw new AppError('session_ended', 'Your session has ended. Please sign in again.');
  }
}

/**
 * Ends every session the member has now: tokens signed in up to this second
 * are refused from here on. The floor outlives the longest such token.
 */
export async function endSessions(memberId: string, now = new Date()): Promise<void> {
  const endedAt = epochSeconds(now);
  const expiresAt = endedAt + SESSION_RULES.accessTokenMinutes * 60 + SESSION_RULES.skewSeconds;
  await raiseSessionFloor(memberId, endedAt, expiresAt);
  remember(memberId, { floor: endedAt, readAt: now.getTime() });
}
