/** Calendar arithmetic for billing periods, in Unix seconds (UTC), as Stripe bills. */
export const DAY_SECONDS = 86_400;

export type Interval = 'day' | 'week' | 'month' | 'year';

/**
 * `count` intervals after `start`. Months keep the day of the month and clamp
 * at the end of shorter months (31 Jan + 1 month = 28/29 Feb), as Stripe does
 * when it computes periods from the billing cycle anchor.
 */
export function addInterval(start: number, interval: Interval, count = 1): number {
  if (interval === 'day') return start + count * DAY_SECONDS;
  if (interval === 'week') return start + count * 7 * DAY_SECONDS;
  const date = new Date(start * 1000);
  const months = date.getUTCMonth() + (interval === 'month' ? count : 12 * count);
  const year = date.getUTCFullYear();
  const lastDay = new Date(Date.UTC(year, months + 1, 0)).getUTCDate();
  return (
    Date.UTC(
      year,
      months,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ) / 1000
  );
}

/**
 * The first period boundary after `after`, counted from the anchor. Counting
 * from the anchor (not from the last boundary) keeps a 31st-of-the-month
 * subscription on the 31st after a short February.
 */
export function nextBoundary(anchor: number, interval: Interval, after: number, intervalCount = 1): number {
  for (let count = 1; ; count += 1) {
    const boundary = addInterval(anchor, interval, count * intervalCount);
    if (boundary > after) return boundary;
  }
}
