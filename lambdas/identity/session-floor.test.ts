import { beforeEach, describe, expect, it, vi } from 'vitest';

const floors = new Map<string, number>();
const reads: { memberId: string; consistent: boolean }[] = [];
vi.mock('../db/sessions', () => ({
  getSessionFloor: async (memberId: string, options: { consistent: boolean }) => {
    reads.push({ memberId, ...options });
    return floors.get(memberId);
  },
  raiseSessionFloor: async (memberId: string, endedAt: number) => {
    floors.set(memberId, Math.max(floors.get(memberId) ?? 0, endedAt));
  },
}));

const { endSessions, requireLiveSession, signedInAtOf } = await import('./session-floor');

const T0 = 1_800_000_000_000;

describe('the session floor', () => {
  beforeEach(() => {
    reads.length = 0;
  });

  it('reads the sign-in time from auth_time (kept by a refresh), else iat, as API Gateway passes claims', () => {
    expect(signedInAtOf({ auth_time: '1700000000', iat: '1700000500' })).toBe(1_700_000_000);
    expect(signedInAtOf({ iat: '1700000500' })).toBe(1_700_000_500);
    expect(signedInAtOf({})).toBe(0);
  });

  it('refuses a token signed in at or before the end, and accepts a later sign-in', async () => {
    floors.set('ana', 1000);
    await expect(requireLiveSession('ana', 999, { fresh: true })).rejects.toMatchObject({
      code: 'session_ended',
      status: 401,
    });
    await expect(requireLiveSession('ana', 1000, { fresh: true })).rejects.toMatchObject({ code: 'session_ended' });
    await expect(requireLiveSession('ana', 1001, { fresh: true })).resolves.toBeUndefined();
  });

  it('writing routes read the floor consistently every time; reading routes trust a look younger than a minute', async () => {
    await requireLiveSession('ben', 5, { fresh: false }, T0);
    await requireLiveSession('ben', 5, { fresh: false }, T0 + 59_000);
    expect(reads).toEqual([{ memberId: 'ben', consistent: false }]);
    floors.set('ben', 10);
    await expect(requireLiveSession('ben', 5, { fresh: true }, T0 + 59_000)).rejects.toMatchObject({
      code: 'session_ended',
    });
    expect(reads.at(-1)).toEqual({ memberId: 'ben', consistent: true });
    floors.delete('ben');
  });

  it('a stale look is refreshed after a minute, so an end seen elsewhere is refused within it', async () => {
    await requireLiveSession('cy', 5, { fresh: false }, T0);
    floors.set('cy', 10);
    await expect(requireLiveSession('cy', 5, { fresh: false }, T0 + 61_000)).rejects.toMatchObject({
      code: 'session_ended',
    });
  });

  it('ending sessions here is seen at once by this Lambda, without another read', async () => {
    await requireLiveSession('dee', 5, { fresh: false }, T0);
    await endSessions('dee', new Date(T0 + 1000));
    const before = reads.length;
    await expect(requireLiveSession('dee', T0 / 1000, { fresh: false }, T0 + 2000)).rejects.toMatchObject({
      code: 'session_ended',
    });
    expect(reads.length).toBe(before);
  });
});
