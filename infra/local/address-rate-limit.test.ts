import { describe, expect, it } from 'vitest';
import { SIGN_UPS_PER_ADDRESS } from '#shared/limits.ts';
import { AddressRateLimit } from './address-rate-limit';

describe('requests per source address (the local stand-in for a WAF rate-based rule)', () => {
  it(`lets ${SIGN_UPS_PER_ADDRESS.limit} through in a window and refuses the rest, per address`, () => {
    const limit = new AddressRateLimit(SIGN_UPS_PER_ADDRESS);
    const t = 1_000_000;
    const first = Array.from({ length: SIGN_UPS_PER_ADDRESS.limit + 2 }, (_, i) => limit.overLimit('10.0.0.1', t + i));
    expect(first.filter((refused) => !refused)).toHaveLength(SIGN_UPS_PER_ADDRESS.limit);
    expect(first.slice(-2)).toEqual([true, true]);
    expect(limit.overLimit('10.0.0.2', t + 20)).toBe(false);
  });

  it('counts refused requests too, and lets the address in again once the window has passed', () => {
    const limit = new AddressRateLimit({ limit: 2, windowSeconds: 60 });
    expect([limit.overLimit('a', 0), limit.overLimit('a', 1), limit.overLimit('a', 2)]).toEqual([false, false, true]);
    // Still hammering inside the window: still refused.
    expect(limit.overLimit('a', 59_000)).toBe(true);
    // A minute after the last requests, the window holds none of them.
    expect(limit.overLimit('a', 119_001)).toBe(false);
  });
});
