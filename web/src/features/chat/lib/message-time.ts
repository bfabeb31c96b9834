/** Times in the conversation, in the member's own time zone and locale. */

const localDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const DAY_MS = 86_400_000;

/** "14:05" or "2:05 PM", as the browser's locale writes it. */
export function timeOfDay(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/** The separator above the first message of a day: "Today", "Yesterday", or the date. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  const daysAgo = Math.round((localDay(now) - localDay(date)) / DAY_MS);
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  return date.toLocaleDateString([], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Whether `current` falls on another local day than `previous` (or is the first message). */
export function startsNewDay(previous: string | undefined, current: string): boolean {
  return previous === undefined || localDay(new Date(previous)) !== localDay(new Date(current));
}
