import { RATE_LIMITS, type RateLimitName } from '#shared/limits.ts';

/**
 * The server counts each rate limit in fixed windows on the clock (shared/limits.ts). A test that
 * fills a window and expects the next request refused must do it inside one window: a burst that
 * straddles a window's end is counted in two, and nothing is refused. If the current window of this
 * limit ends within `needMs`, this waits until the next one has begun.
 */
export async function withinOneRateWindow(name: RateLimitName, needMs = 20_000): Promise<void> {
  const windowMs = RATE_LIMITS[name].windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 500));
}
