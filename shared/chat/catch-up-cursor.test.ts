import { decodeTime, ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { MessageIdSchema } from '../schemas/chat';
import { CATCH_UP_OVERLAP_MS, catchUpCursor } from './catch-up-cursor';

describe('catchUpCursor', () => {
  it('is a valid id from the overlap window before the last seen message, below every id of that millisecond', () => {
    const seenAt = Date.UTC(2026, 10, 22, 10, 0, 0);
    const lastSeen = ulid(seenAt);
    const cursor = catchUpCursor(lastSeen);
    expect(MessageIdSchema.safeParse(cursor).success).toBe(true);
    expect(decodeTime(cursor)).toBe(seenAt - CATCH_UP_OVERLAP_MS);
    expect(cursor < ulid(seenAt - CATCH_UP_OVERLAP_MS)).toBe(true);
    // A message made a little earlier on another Lambda, but stored later, is still after the cursor.
    expect(ulid(seenAt - 5_000) > cursor).toBe(true);
  });
  it('never goes below time zero', () => {
    expect(decodeTime(catchUpCursor(ulid(1000)))).toBe(0);
  });
});

describe('the reconnect contract', () => {
  it('has the client wait longer than any commit the server pushes without re-reading connections', async () => {
    const { CATCH_UP_DELAY_MS, CONNECTIONS_READ_WINDOW_MS } = await import('./catch-up-cursor');
    expect(CATCH_UP_DELAY_MS).toBeGreaterThan(CONNECTIONS_READ_WINDOW_MS);
  });
});
