import { describe, expect, it } from 'vitest';
import { seededRandom } from '#shared/demo/seeded-random.ts';
import { ratioWithInterval } from './ratio-interval';

describe('ratio with a bootstrap interval', () => {
  it('is the ratio of the totals, inside its interval', () => {
    const samples = [
      { numerator: 50, denominator: 10 },
      { numerator: 45, denominator: 9 },
      { numerator: 60, denominator: 12 },
    ];
    const estimate = ratioWithInterval(samples);
    expect(estimate.ratio).toBeCloseTo(5, 10);
    expect(estimate.low).toBeLessThanOrEqual(estimate.ratio);
    expect(estimate.high).toBeGreaterThanOrEqual(estimate.ratio);
  });

  it('narrows as repetitions are added, and covers the true ratio', () => {
    const random = seededRandom(3);
    // Counts around 5:1 with noise; the interval of 400 repetitions is far narrower than that of 10.
    const sample = () => {
      const denominator = 20 + Math.floor(random.next() * 10);
      return { numerator: denominator * 5 + Math.floor((random.next() - 0.5) * 40), denominator };
    };
    const few = ratioWithInterval(Array.from({ length: 10 }, sample));
    const many = ratioWithInterval(Array.from({ length: 400 }, sample));
    expect(many.high - many.low).toBeLessThan((few.high - few.low) / 3);
    expect(many.low).toBeLessThan(5);
    expect(many.high).toBeGreaterThan(5);
  });

  it('is the same on every run for the same samples', () => {
    const samples = [
      { numerator: 3, denominator: 1 },
      { numerator: 8, denominator: 2 },
      { numerator: 4, denominator: 1 },
    ];
    expect(ratioWithInterval(samples)).toEqual(ratioWithInterval(samples));
  });
});
