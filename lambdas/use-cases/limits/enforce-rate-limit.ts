import { RATE_LIMITS, rateWindow, type RateLimitName } from '#shared/limits.ts';
import type { TransactItem } from '../../db/conditions';
import { giveBackToWindow, takeFromWindow, takeFromWindowItem } from '../../db/rate-windows';
import { AppError } from '../../lib/errors';

const rateLimited = (retryAfterSeconds: number) =>
  new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.', undefined, retryAfterSeconds);

/** Throws 429 `rate_limited` (with Retry-After) when the member used up this limit's window. */
export async function enforceRateLimit(memberId: string, name: RateLimitName, nowMs = Date.now()): Promise<void> {
  const limit = RATE_LIMITS[name];
  const window = rateWindow(limit, nowMs);
  if (!(await takeFromWindow(memberId, name, limit, window.start))) throw rateLimited(window.retryAfterSeconds);
}

/**
 * The limit's take as an item for the write's own transaction (one request fewer than
 * `enforceRateLimit` first), and the 429 to throw when that item's condition is what failed.
 */
export function rateLimitInTransaction(
  memberId: string,
  name: RateLimitName,
  nowMs = Date.now(),
): { item: TransactItem; refusal: () => AppError } {
  const limit = RATE_LIMITS[name];
  const window = rateWindow(limit, nowMs);
  return {
    item: takeFromWindowItem(memberId, name, limit, window.start),
    refusal: () => rateLimited(window.retryAfterSeconds),
  };
}

/**
 * Gives back what `enforceRateLimit` took at `takenAtMs`, for a request that was then refused for
 * another reason and so wrote nothing: the window counts what was done, not what was asked.
 */
export async function returnRateLimit(memberId: string, name: RateLimitName, takenAtMs: number): Promise<void> {
  await giveBackToWindow(memberId, name, rateWindow(RATE_LIMITS[name], takenAtMs).start);
}
