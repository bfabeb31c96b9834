import { RATE_LIMITS, rateWindow, type RateLimitName } from '#shared/limits.ts';
import { giveBackToWindow, takeFromWindow } from '../../db/rate-windows';
import { AppError } from '../../lib/errors';

/** Throws 429 `rate_limited` (with Retry-After) when the member used up this limit's window. */
export async function enforceRateLimit(memberId: string, name: RateLimitName, nowMs = Date.now()): Promise<void> {
  const limit = RATE_LIMITS[name];
  const window = rateWindow(limit, nowMs);
  if (!(await takeFromWindow(memberId, name, limit, window.start))) {
    throw new AppError(
      'rate_limited',
      'Too many requests. Please wait a moment and try again.',
      undefined,
      window.retryAfterSeconds,
    );
  }
}

/**
 * Gives back what `enforceRateLimit` took at `takenAtMs`, for a request that was then refused for
 * another reason and so wrote nothing: the window counts what was done, not what was asked.
 */
export async function returnRateLimit(memberId: string, name: RateLimitName, takenAtMs: number): Promise<void> {
  await giveBackToWindow(memberId, name, rateWindow(RATE_LIMITS[name], takenAtMs).start);
}
