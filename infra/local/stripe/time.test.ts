import { describe, expect, it } from 'vitest';
import { addInterval, nextBoundary } from './time';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('billing period arithmetic', () => {
  it('adds calendar months and years, clamping to the end of short months', () => {
    expect(addInterval(at('2026-01-15T10:00:00Z'), 'month')).toBe(at('2026-02-15T10:00:00Z'));
    expect(addInterval(at('2026-01-31T10:00:00Z'), 'month')).toBe(at('2026-02-28T10:00:00Z'));
    expect(addInterval(at('2028-02-29T00:00:00Z'), 'year')).toBe(at('2029-02-28T00:00:00Z'));
    expect(addInterval(at('2026-12-01T00:00:00Z'), 'month')).toBe(at('2027-01-01T00:00:00Z'));
  });

  it('counts boundaries from the anchor, so a 31st stays a 31st after February', () => {
    const anchor = at('2026-01-31T00:00:00Z');
    expect(nextBoundary(anchor, 'month', at('2026-02-28T00:00:00Z'))).toBe(at('2026-03-31T00:00:00Z'));
  });
});
