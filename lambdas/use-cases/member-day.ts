import { memberDayKey, nextPin } from '../../shared/member-day';
import { getDayPin, saveDayPin } from '../db/day-pins';

/**
 * The key of the member's current day for daily limits, from their pinned
 * zone; the zone the request names only moves the pin, as
 * shared/member-day.ts allows (a like may move it; a deck read does not).
 */
export async function memberDay(memberId: string, claimedZone: string, now: Date, options: { movePin: boolean }): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await getDayPin(memberId);
    const { pin, moved } = nextPin(stored, claimedZone, now.getTime());
    if (!moved || !options.movePin || (await saveDayPin(memberId, pin, stored?.movedAt))) return memberDayKey(pin, now.getTime());
  }
  // Another request kept moving it: count under what is stored now.
  const stored = await getDayPin(memberId);
  return memberDayKey(stored ?? nextPin(undefined, claimedZone, now.getTime()).pin, now.getTime());
}
