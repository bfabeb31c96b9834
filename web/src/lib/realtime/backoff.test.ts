import { describe, expect, it } from 'vitest';
import { RECONNECT_BACKOFF, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('waits anywhere in a window that doubles from 1 s and stops at 30 s', () => {
    expect(reconnectDelay(0, () => 0)).toBe(0);
    expect(reconnectDelay(0, () => 0.999_999)).toBe(999);
    expect(reconnectDelay(1, () => 0.999_999)).toBe(1_999);
    expect(reconnectDelay(3, () => 0.5)).toBe(4_000);
    expect(reconnectDelay(5, () => 0.999_999)).toBe(29_999);
    expect(reconnectDelay(40, () => 0.999_999)).toBe(RECONNECT_BACKOFF.capMs - 1);
  });

  it('spreads a thousand clients dropped together over the whole first window, not one instant', () => {
    const delays = Array.from({ length: 1_000 }, () => reconnectDelay(0));
    const perTenth = Array.from(
      { length: 10 },
      (_, tenth) => delays.filter((delay) => Math.floor(delay / 100) === tenth).length,
    );
    // Uniform: about 100 in each tenth of the second; a fixed schedule puts all 1,000 in one.
    for (const count of perTenth) expect(count).toBeGreaterThan(50);
    expect(Math.max(...delays)).toBeLessThan(RECONNECT_BACKOFF.baseMs);
  });
});
