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

/**
 * sendMessage reads the members' connections while its transaction runs, to
 * keep that read off the critical path. A socket that connects in between is
 * not pushed to, so the two sides keep a contract (decision 0012):
 * - the server re-reads the connections whenever the commit came later than
 *   CONNECTIONS_READ_WINDOW_MS after the read was issued;
 * - a reconnected client waits CATCH_UP_DELAY_MS after the socket opens before
 *   it catches up, so its catch-up sees every message committed within the
 *   window of a read that could not see its socket.
 */
export const CONNECTIONS_READ_WINDOW_MS = 250;
export const CATCH_UP_DELAY_MS = 500;
