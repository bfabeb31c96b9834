/**
 * The browser's IANA time zone, sent with likes and deck requests: the daily
 * limits reset at the member's local midnight (the server checks them).
 *
 * Resolving it builds an Intl.DateTimeFormat, which loads the locale's ICU
 * data: 15–20 ms of main thread on a fast machine, 60–80 ms on a mid-range
 * phone, and the deck's first request needs it. So the answer is kept in
 * localStorage and used at once; each member page start re-resolves it when
 * the browser is idle (`refreshTimeZoneWhenIdle`), so a member who travelled
 * sends the new zone from their next request on. The entry uses it for the
 * deck's early request, so it imports only the entry's own small helpers.
 */
import { browserStorage } from './stored-session';
import { whenIdleAfterFirstContent } from './first-content';

export const TIME_ZONE_KEY = 'kindred.timeZone';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

let known: string | undefined;

export function resolveTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A stored value is used only if it looks like an IANA name (the server validates it for real). */
const plausible = (value: string | null | undefined): value is string =>
  !!value && value.length <= 64 && /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value);

function remember(zone: string, store: Store | undefined): string {
  known = zone;
  try {
    store?.setItem(TIME_ZONE_KEY, zone);
  } catch {
    // Storage full or blocked: resolving again next time is only slower.
  }
  return zone;
}

export function browserTimeZone(store: Store | undefined = browserStorage()): string {
  if (known) return known;
  let stored: string | null | undefined;
  try {
    stored = store?.getItem(TIME_ZONE_KEY);
  } catch {
    stored = undefined;
  }
  if (plausible(stored)) return (known = stored);
  return remember(resolveTimeZone(), store);
}

/** Re-resolves the zone when the main thread is free, for the next request (and the next visit). */
export function refreshTimeZoneWhenIdle(store: Store | undefined = browserStorage()): void {
  whenIdleAfterFirstContent(() => remember(resolveTimeZone(), store), 10_000, 2_000);
}

/** Tests start from nothing known. */
export function forgetTimeZone(): void {
  known = undefined;
}
