import { keys } from '#lambdas/db/keys.ts';
import { RATE_LIMITS, rateWindow, type RateLimitName } from '#shared/limits.ts';
import { memberItems, putItem } from './table';

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

/**
 * Sets a member's current window of a limit to `count`, as if that many requests had just been counted:
 * a test can then start a burst a few places short of the limit instead of sending hundreds first.
 */
export async function fillRateWindow(memberId: string, name: RateLimitName, count: number): Promise<void> {
  const limit = RATE_LIMITS[name];
  const { start } = rateWindow(limit, Date.now());
  await putItem({
    ...keys.rateWindow(memberId, name, start),
    entity: 'rateWindow',
    count,
    expiresAt: start + limit.windowSeconds + 60,
  });
}

/** How many requests the member's current window of a limit has counted. */
export async function rateWindowCount(memberId: string, name: RateLimitName): Promise<number> {
  const { start } = rateWindow(RATE_LIMITS[name], Date.now());
  const { sk } = keys.rateWindow(memberId, name, start);
  return Number((await memberItems(memberId)).find((item) => item.sk === sk)?.count ?? 0);
}
