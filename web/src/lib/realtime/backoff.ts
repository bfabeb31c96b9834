/**
 * When a socket that dropped tries again. When the realtime API drops every
 * socket at once (a deploy, an outage), clients on a fixed schedule all come
 * back in the same instant, again and again; "full jitter" (AWS Architecture
 * Blog, "Exponential Backoff And Jitter") spreads them over the whole window.
 */
export const RECONNECT_BACKOFF = {
  /** The first retry's window. */
  baseMs: 1_000,
  /** No window grows past this. */
  capMs: 30_000,
  /** A socket that stayed open this long was healthy: the next drop starts from the first window again. */
  stableAfterMs: 5_000,
} as const;

/** The wait before the `retry`-th attempt (0 = the first retry): uniform in [0, min(cap, base·2^retry)). */
export function reconnectDelay(retry: number, random: () => number = Math.random): number {
  const window = Math.min(RECONNECT_BACKOFF.capMs, RECONNECT_BACKOFF.baseMs * 2 ** Math.max(0, retry));
  return Math.floor(random() * window);
}
