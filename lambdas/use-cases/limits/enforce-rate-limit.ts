import { RATE_LIMITS, rateWindow, type RateLimitName } from '#shared/limits.ts';
import { takeFromWindow } from '../../db/rate-windows';
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
