import { describe, expect, it } from 'vitest';
import { layoutBars, niceMax, percent, shortDay } from './day-chart';

describe('insights chart geometry', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 38, 120, 999].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 50, 200, 1000]);
  });

  it("stacks each day's series from the bottom, in proportion to the top value", () => {
    const [first, empty] = layoutBars(
      [
        { values: [3, 1], total: 4 },
        { values: [0, 0], total: 0 },
      ],
      200,
      100,
      5,
    );
    expect(first.x).toBeCloseTo(15);
    expect(first.width).toBeCloseTo(70);
    expect(first.segments).toEqual([
      { series: 0, y: 40, height: 60 },
      { series: 1, y: 20, height: 20 },
    ]);
    expect(empty.segments).toEqual([]);
  });

  it('writes days and rates as people read them', () => {
    expect(shortDay('2026-11-04')).toBe('4 Nov');
    expect(percent(0.256)).toBe('26%');
    expect(percent(null)).toBe('—');
  });
});
