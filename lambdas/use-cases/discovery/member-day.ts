import { memberDayKey, nextPin } from '#shared/member-day.ts';
import { dayPinOf, getDayPin, type DayPinMove } from '../../db/day-pins';

/**
 * The member's current day for daily limits, from their pinned zone; the
 * zone the request names may move the pin, as shared/member-day.ts allows.
 * Nothing is written here: a like stores `move` in the same transaction as
 * the like itself (db/swipes.ts), so a refused request moves no pin, and a
 * deck read, which never moves it, counts under the day the move would give.
 */
export async function planMemberDay(
  memberId: string,
  claimedZone: string,
  now: Date,
  profileInHand?: { profile: object | undefined },
): Promise<{ day: string; move?: DayPinMove }> {
  // A caller that has the profile in hand (a deck read) passes it: its pin is the one a read would give.
  const stored = profileInHand ? dayPinOf(profileInHand.profile) : await getDayPin(memberId);
  const { pin, moved } = nextPin(stored, claimedZone, now.getTime());
  return {
    day: memberDayKey(pin, now.getTime()),
    ...(moved ? { move: { pin, previousMovedAt: stored?.movedAt } } : {}),
  };
}
