import { describe, expect, it } from 'vitest';
import { dayLabel, startsNewDay } from './message-time';

/** Local times, so the test holds in any time zone. */
const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('dayLabel', () => {
  const now = new Date(2026, 4, 20, 9);
  it('names today and yesterday', () => {
    expect(dayLabel(local(2026, 5, 20, 1), now)).toBe('Today');
    expect(dayLabel(local(2026, 5, 19, 23), now)).toBe('Yesterday');
  });

  it('gives the date further back, with the year only when it is another year', () => {
    expect(dayLabel(local(2026, 5, 1), now)).not.toMatch(/2026/);
    expect(dayLabel(local(2025, 12, 31), now)).toMatch(/2025/);
  });
});

describe('startsNewDay', () => {
  it('separates local days', () => {
    expect(startsNewDay(undefined, local(2026, 5, 20))).toBe(true);
    expect(startsNewDay(local(2026, 5, 20, 1), local(2026, 5, 20, 23))).toBe(false);
    expect(startsNewDay(local(2026, 5, 19, 23), local(2026, 5, 20, 1))).toBe(true);
  });
});
