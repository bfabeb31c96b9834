/**
 * One day per member (decision 0030). Daily likes count "since local midnight"
 * (core spec "Business constants and limits"), but the zone a browser sends
 * cannot be trusted: alternating two far-apart zones would start a new local
 * day at will. So the server keeps the member's zone (their pin) and uses the
 * zone a request names only to move that pin, and then only in a way that never
 * starts a day early:
 *
 * - A member's days are consecutive and never overlap. While the pin stays,
 *   a day is a local calendar day of the pinned zone.
 * - A move to another zone takes effect at the first midnight of the new zone
 *   at or after the end of the current day; until then the current day goes
 *   on (a longer day: fewer likes, never more).
 * - The pin moves at most once in 24 hours, so a day is never re-planned by
 *   a flood of claims.
 *
 * Every day therefore lasts at least as long as a calendar day (23 hours on
 * a daylight-saving day) and holds at most the tier's daily likes.
 */
export type DayPin = {
  /** The IANA zone whose midnights end the member's days. */
  zone: string;
  /** Epoch ms from which `zone` applies; before it, the day `carryKey` goes on. */
  since: number;
  /** The day that goes on until `since`, when the pin was moved. */
  carryKey: string | null;
  /** When the pin was set or last moved (epoch ms). */
  movedAt: number;
};

export const PIN_MOVE_INTERVAL_MS = 24 * 3600 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The calendar date (yyyy-mm-dd) at `at` in `zone`. */
export const dateIn = (zone: string, at: number): string => formatterFor(zone).format(at);

/** The first instant after `at` whose date in `zone` differs from `at`'s: the next local midnight (to the millisecond). */
export function nextMidnight(zone: string, at: number): number {
  const today = dateIn(zone, at);
  // Days are at most 25 hours long (daylight saving); 27 leaves room for zones that skip a date.
  let low = at;
  let high = at + 27 * 3600 * 1000;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (dateIn(zone, middle) === today) low = middle;
    else high = middle;
  }
  return high;
}

/** `at` when it is a local midnight of `zone`, else the next one. */
const midnightAtOrAfter = (zone: string, at: number) =>
  dateIn(zone, at - 1) !== dateIn(zone, at) ? at : nextMidnight(zone, at);

const dayKeyIn = (zone: string, at: number) => `${dateIn(zone, at)}@${zone}`;

/** The key of the member's day at `now` under `pin`: unique per day, whatever the zones. */
export function memberDayKey(pin: DayPin, now: number): string {
  return now < pin.since && pin.carryKey ? pin.carryKey : dayKeyIn(pin.zone, now);
}

/**
 * The pin after a request at `now` that names `claimedZone`: set on first
 * use, moved (for a later midnight, as above) when the claim differs and the
 * last move is a day old, otherwise unchanged.
 */
export function nextPin(pin: DayPin | undefined, claimedZone: string, now: number): { pin: DayPin; moved: boolean } {
  if (!pin) return { pin: { zone: claimedZone, since: 0, carryKey: null, movedAt: now }, moved: true };
  if (claimedZone === pin.zone || now - pin.movedAt < PIN_MOVE_INTERVAL_MS) return { pin, moved: false };
  const carrying = now < pin.since && pin.carryKey !== null;
  const currentDayEnds = carrying ? pin.since : nextMidnight(pin.zone, now);
  return {
    pin: {
      zone: claimedZone,
      since: midnightAtOrAfter(claimedZone, currentDayEnds),
      carryKey: memberDayKey(pin, now),
      movedAt: now,
    },
    moved: true,
  };
}
