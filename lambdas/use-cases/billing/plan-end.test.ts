import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markPlanEnd } from '../../db/entitlements';
import { watchPlanEnd } from './plan-end';

vi.mock('../../db/entitlements', () => ({ markPlanEnd: vi.fn(async () => undefined) }));

const now = new Date('2026-11-27T03:00:00.000Z');
const elite = (expiresAt: string, status: 'active' | 'revoked' = 'active') => ({ status, expiresAt });

describe('watching for a plan that runs out', () => {
  beforeEach(() => vi.mocked(markPlanEnd).mockClear());

  it('marks the date an active Elite runs out, once per date', async () => {
    await watchPlanEnd({ memberId: 'm', elite: elite('2027-02-25T03:00:00.000Z') }, undefined, now);
    expect(markPlanEnd).toHaveBeenCalledWith('m', '2027-02-25T03:00:00.000Z');
    const same = { memberId: 'm', elite: elite('2027-02-25T03:00:00.000Z') };
    await watchPlanEnd(same, same, now);
    expect(markPlanEnd).toHaveBeenCalledTimes(1);
    // A second purchase moves the end: marked again.
    await watchPlanEnd({ memberId: 'm', elite: elite('2027-05-26T03:00:00.000Z') }, same, now);
    expect(markPlanEnd).toHaveBeenLastCalledWith('m', '2027-05-26T03:00:00.000Z');
  });

  it('marks nothing without a dated plan still to end: none, revoked, or already past', async () => {
    await watchPlanEnd({ memberId: 'm' }, undefined, now);
    await watchPlanEnd({ memberId: 'm', elite: elite('2027-02-25T03:00:00.000Z', 'revoked') }, undefined, now);
    await watchPlanEnd({ memberId: 'm', elite: elite('2026-11-01T00:00:00.000Z') }, undefined, now);
    expect(markPlanEnd).not.toHaveBeenCalled();
  });
});
