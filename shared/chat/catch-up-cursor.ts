import { decodeTime, encodeTime } from 'ulid';

/**
 * Where a reconnecting client resumes. ULIDs are made by separate Lambdas
 * whose clocks and timing differ, so a message stored after the last one seen
 * can carry a slightly smaller id. Asking from a little before the last seen
 * id, and deduping by id, closes that gap.
 */
export const CATCH_UP_OVERLAP_MS = 30_000;

export function catchUpCursor(lastSeenId: string, overlapMs = CATCH_UP_OVERLAP_MS): string {
  const from = Math.max(0, decodeTime(lastSeenId) - overlapMs);
  // The smallest id of that millisecond: the random part all zeros.
  return encodeTime(from, 10) + '0'.repeat(16);
}
