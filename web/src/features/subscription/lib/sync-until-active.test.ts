import { describe, expect, it, vi } from 'vitest';
import type { BillingStatus } from '#shared/schemas/billing.ts';
import { FREE_SUBSCRIPTION, TIER_FEATURES } from '#shared/tiers.ts';
import { GOLD_MONTHLY_TRIAL } from '#web/lib/billing/sample-billing.ts';
import { SYNC_RETRY_DELAYS_MS, syncUntilActive } from './sync-until-active';

const free: BillingStatus = { subscription: FREE_SUBSCRIPTION, billing: null };
const gold: BillingStatus = {
  subscription: { isSubscribed: true, tier: 'gold', features: TIER_FEATURES.gold },
  billing: GOLD_MONTHLY_TRIAL,
};

function answers(...statuses: BillingStatus[]) {
  const check = vi.fn<() => Promise<BillingStatus>>();
  for (const status of statuses) check.mockResolvedValueOnce(status);
  return check;
}

describe('syncUntilActive', () => {
  it('waits 1, 2, 4 and 8 seconds between checks: about 15 seconds, 5 requests', () => {
    expect(SYNC_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000, 8000]);
    expect(SYNC_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)).toBe(15_000);
  });

  it('is done at once when the first sync already finds the plan', async () => {
    const check = answers(gold);
    const sleep = vi.fn(async () => undefined);
    await expect(syncUntilActive({ check, sleep })).resolves.toEqual({ kind: 'active', status: gold });
    expect(check).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('asks again with backoff while the member is still free', async () => {
    const check = answers(free, free, gold);
    const sleep = vi.fn(async () => undefined);
    await expect(syncUntilActive({ check, sleep })).resolves.toEqual({ kind: 'active', status: gold });
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
  });

  it('gives up as pending after the last retry', async () => {
    const check = answers(free, free, free, free, free, gold);
    const sleep = vi.fn(async () => undefined);
    await expect(syncUntilActive({ check, sleep })).resolves.toEqual({ kind: 'pending', status: free });
    expect(check).toHaveBeenCalledTimes(5);
    expect(sleep.mock.calls).toEqual([[1000], [2000], [4000], [8000]]);
  });

  it('stops on the first failure, with that error', async () => {
    const check = vi
      .fn<() => Promise<BillingStatus>>()
      .mockResolvedValueOnce(free)
      .mockRejectedValueOnce(new Error('Stripe is down'));
    await expect(syncUntilActive({ check, sleep: async () => undefined })).rejects.toThrow('Stripe is down');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stops quietly once the member has left the page', async () => {
    const controller = new AbortController();
    const check = vi.fn(async () => free);
    const sleep = vi.fn(async () => controller.abort());
    await expect(syncUntilActive({ check, sleep, signal: controller.signal })).resolves.toBeNull();
    expect(check).toHaveBeenCalledTimes(1);
  });
});
