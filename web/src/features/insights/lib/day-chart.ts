/**
 * The geometry of the insights charts: one bar per day, stacked series,
 * scaled to a round top value. Pure, so it is tested without a browser.
 */
export type Stack = { values: number[]; total: number };

/** The smallest of 1, 2, 5 × 10^n at or above the largest total (at least 1), so the axis reads round numbers. */
export function niceMax(largest: number): number {
  if (largest <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= largest)!;
  return step * magnitude;
}

export type Bar = { x: number; width: number; segments: { series: number; y: number; height: number }[] };

/**
 * Bars for `days` stacks in a `width` × `height` plot: each day a slot with a
 * gap, each series a segment from the bottom up; zero days have no segments.
 */
export function layoutBars(days: Stack[], width: number, height: number, top: number): Bar[] {
  const slot = width / Math.max(1, days.length);
  const barWidth = Math.max(1, slot * 0.7);
  return days.map((day, index) => {
    let base = height;
    const segments = day.values.flatMap((value, series) => {
      if (value <= 0) return [];
      const segmentHeight = (value / top) * height;
      base -= segmentHeight;
      return [{ series, y: base, height: segmentHeight }];
    });
    return { x: index * slot + (slot - barWidth) / 2, width: barWidth, segments };
  });
}

/** '24 Nov' from '2026-11-24', in UTC like the days themselves. */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A like rate as people say it: '25%', '—' before the photo was shown. */
export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
