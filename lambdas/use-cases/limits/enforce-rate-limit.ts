import { RATE_LIMITS, rateWindow, type RateLimitName } from '#shared/limits.ts';
import type { TransactItem } from '../../db/conditions';
import { giveBackToWindow, takeFromWindow, takeFromWindowItem } from '../../db/rate-windows';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';

const rateLimited = (retryAfterSeconds: number) =>
  new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.', undefined, retryAfterSeconds);

/**
 * Throws 429 `rate_limited` (with Retry-After) when the member used up this limit's window: a take that
 * is never handed back (`takeRateLimit` for a request that may end up writing nothing).
 */
export async function enforceRateLimit(memberId: string, name: RateLimitName, nowMs = Date.now()): Promise<void> {
  await takeRateLimit(memberId, name, nowMs);
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

/** A take from a limit's window that the request may still hand back. */
export type RateLimitTake = {
  /**
   * For a request that then wrote nothing (refused for another reason, or failed): the window counts what
   * was done, not what was asked. Once only, whatever the caller's paths; a give-back that fails only leaves
   * the window one fuller, so it is logged and never hides the request's own answer.
   */
  giveBack: () => Promise<void>;
};

/**
 * Takes one from the window (429 when it is full) and returns the give-back for a request that ends up
 * writing nothing. The one place a take is made and handed back, for every caller that takes before it writes.
 */
export async function takeRateLimit(memberId: string, name: RateLimitName, nowMs = Date.now()): Promise<RateLimitTake> {
  const limit = RATE_LIMITS[name];
  const window = rateWindow(limit, nowMs);
  if (!(await takeFromWindow(memberId, name, limit, window.start))) throw rateLimited(window.retryAfterSeconds);
  let given: Promise<void> | undefined;
  return {
    giveBack: () =>
      (given ??= giveBackToWindow(memberId, name, window.start).catch((error: unknown) => {
        logger.warn('A rate window take was not given back', { limit: name, error: error as Error });
      })),
  };
}
