/**
 * How long ago something happened, as the match list (core spec "Business constants and limits") and Who
 * Liked You (marketing spec "Business constants and limits") show it: under an hour 'Just now', under a
 * day '{n}h ago', otherwise '{n}d ago'. Whole units, rounded down.
 */
const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;

export function relativeTime(at: string | Date, now: Date | number = Date.now()): string {
  const then = typeof at === 'string' ? Date.parse(at) : at.getTime();
  const current = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(then)) return '';
  // A timestamp slightly ahead of this device's clock is still "just now".
  const hours = Math.floor(Math.max(0, current - then) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < DAY_HOURS) return `${hours}h ago`;
  return `${Math.floor(hours / DAY_HOURS)}d ago`;
}
