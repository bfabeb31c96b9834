import type { RateLimit } from '#shared/limits.ts';

/**
 * Requests per source address over a trailing window, as a WAF rate-based
 * rule counts them: every request seen counts, refused ones too, and an
 * address is refused while more than `limit` fell in the last
 * `windowSeconds`. In memory: the local cloud is one process.
 */
export class AddressRateLimit {
  private readonly seen = new Map<string, number[]>();

  constructor(private readonly rule: RateLimit) {}

  /** Counts a request from `address` at `nowMs`; true when it is over the limit (refuse it). */
  overLimit(address: string, nowMs: number): boolean {
    const since = nowMs - this.rule.windowSeconds * 1000;
    const recent = (this.seen.get(address) ?? []).filter((at) => at > since);
    recent.push(nowMs);
    this.seen.set(address, recent);
    // Addresses gone quiet are forgotten, so the map holds only the last window's callers.
    if (this.seen.size > 1000) for (const [key, times] of this.seen) if (times.at(-1)! <= since) this.seen.delete(key);
    return recent.length > this.rule.limit;
  }
}
