import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('webhook retry backoff', () => {
  it('doubles from the base and caps at 60 times it', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, 1000))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
    expect(retryDelayMs(3, 10)).toBe(40);
  });
});
