import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredPhoto } from '../../db/profiles';

// What would be handed on, and to whom: the Lambda client and the environment as this use case reads them.
const handedOn: Array<{ functionName: string; payload: unknown }> = [];
vi.mock('../../lib/lambda-client', () => ({
  invokeAsync: async (functionName: string, payload: unknown) => void handedOn.push({ functionName, payload }),
}));
vi.mock('../../lib/env', () => ({ requireEnv: () => 'verification-lapse-fn' }));
vi.mock('../../db/correlation', () => ({ correlated: () => ({ correlationId: 'req-1' }) }));
const { LapseCheckSchema, handOnLapseCheck } = await import('./lapse-check');

const photo = (id: string): StoredPhoto => ({ id, key: `m1/${id}.jpg`, thumbKey: `m1/${id}-thumb.jpg` });
const profile = (verified: boolean | undefined, ...ids: string[]) => ({ id: 'm1', verified, photos: ids.map(photo) });

describe('a profile change handed to the verification-lapse function (decision 0098)', () => {
  beforeEach(() => void handedOn.splice(0));

  it("hands on a verified member's new main photo: their id and the request's, nothing of the photos", async () => {
    await handOnLapseCheck(profile(true, 'a', 'b'), profile(true, 'b', 'a'));
    expect(handedOn).toEqual([
      { functionName: 'verification-lapse-fn', payload: { memberId: 'm1', correlationId: 'req-1' } },
    ]);
    expect(LapseCheckSchema.parse(handedOn[0]!.payload)).toEqual({ memberId: 'm1', correlationId: 'req-1' });
  });

  it('hands on a verified member left with no photo', async () => {
    await handOnLapseCheck(profile(true, 'a'), profile(true));
    expect(handedOn).toHaveLength(1);
  });

  it('hands nothing on when the main photo stays, or for a member who is not verified', async () => {
    await handOnLapseCheck(profile(true, 'a', 'b'), profile(true, 'a', 'c'));
    await handOnLapseCheck(profile(false, 'a'), profile(false, 'b'));
    await handOnLapseCheck(profile(undefined, 'a'), profile(undefined, 'b'));
    expect(handedOn).toEqual([]);
  });

  it('refuses a payload with anything besides the member and the request', () => {
    expect(LapseCheckSchema.safeParse({ memberId: 'm1', photos: [] }).success).toBe(false);
    expect(LapseCheckSchema.safeParse({ memberId: '' }).success).toBe(false);
  });
});
