import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingSummaryOf,
  entitlementOf,
  pickSubscriptionEntitlement,
  statusGrantsTier,
  type StripeSubscriptionLike,
} from './entitlement';

const DAY = 86_400;
const sub = (
  id: string,
  lookupKey: string | null,
  status: string,
  created: number,
  extra: Partial<StripeSubscriptionLike> = {},
): StripeSubscriptionLike => ({
  id,
  status,
  created,
  trial_end: created + 30 * DAY,
  cancel_at_period_end: false,
  items: { data: [{ current_period_end: created + 30 * DAY, price: { lookup_key: lookupKey } }] },
  ...extra,
});

describe('subscription entitlements', () => {
  it('grants for trialing, active and past_due only', () => {
    expect(['trialing', 'active', 'past_due'].every(statusGrantsTier)).toBe(true);
    expect(['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused', ''].some(statusGrantsTier)).toBe(false);
  });

  it('reads the plan from the price lookup key, and the period from the item', () => {
    const entitlement = entitlementOf(sub('sub_1', 'kindred_gold_yearly', 'trialing', 1_800_000_000));
    expect(entitlement).toEqual({
      stripeSubscriptionId: 'sub_1',
      status: 'trialing',
      planKey: 'gold_yearly',
      tier: 'gold',
      interval: 'yearly',
      trialEndsAt: new Date((1_800_000_000 + 30 * DAY) * 1000).toISOString(),
      currentPeriodEnd: new Date((1_800_000_000 + 30 * DAY) * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect(entitlementOf(sub('sub_2', 'someone_elses_price', 'active', 1))).toBeUndefined();
    expect(entitlementOf(sub('sub_3', null, 'active', 1))).toBeUndefined();
    expect(entitlementOf(sub('sub_4', 'kindred_gold_yearly', 'active', 1))!.trialEndsAt).toBeNull();
  });

  it('picks the highest granting tier, else the newest, whatever the order Stripe lists them in', () => {
    const subs = [
      sub('sub_old_premium', 'kindred_premium_monthly', 'canceled', 100),
      sub('sub_gold', 'kindred_gold_monthly', 'active', 200),
      sub('sub_basic', 'kindred_basic_yearly', 'past_due', 300),
      sub('sub_foreign', 'not_ours', 'active', 400),
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(subs, { minLength: subs.length }), (order) => {
        expect(pickSubscriptionEntitlement(order)?.stripeSubscriptionId).toBe('sub_gold');
      }),
    );
    expect(
      pickSubscriptionEntitlement([subs[0], sub('sub_new_canceled', 'kindred_basic_monthly', 'canceled', 500)])
        ?.stripeSubscriptionId,
    ).toBe('sub_new_canceled');
    expect(pickSubscriptionEntitlement([subs[3]])).toBeNull();
    expect(pickSubscriptionEntitlement([])).toBeNull();
  });

  it('summarises what the member sees: renewal, or the end of a canceled plan, and failed payments', () => {
    const active = entitlementOf(sub('sub_1', 'kindred_premium_yearly', 'active', 1_800_000_000))!;
    expect(billingSummaryOf(active)).toMatchObject({
      planName: 'Premium',
      renewsAt: active.currentPeriodEnd,
      endsAt: null,
      attention: null,
    });
    expect(billingSummaryOf({ ...active, cancelAtPeriodEnd: true })).toMatchObject({
      renewsAt: null,
      endsAt: active.currentPeriodEnd,
    });
    expect(billingSummaryOf({ ...active, status: 'past_due' })?.attention).toBe('payment_failed');
    expect(billingSummaryOf({ ...active, status: 'unpaid' })).toMatchObject({
      attention: 'unpaid',
      planKey: 'premium_yearly',
    });
    // A plan waiting on the member promises no renewal date.
    for (const status of ['past_due', 'unpaid', 'incomplete', 'paused']) {
      expect(billingSummaryOf({ ...active, status })).toMatchObject({ renewsAt: null, endsAt: null });
    }
    expect(billingSummaryOf({ ...active, status: 'incomplete_expired' })).toBeNull();
    expect(billingSummaryOf({ ...active, status: 'canceled' })).toBeNull();
    expect(billingSummaryOf(null)).toBeNull();
  });
});

describe('the elite entitlement', () => {
  it('lasts ELITE_MATCH_DAYS from the purchase, and is taken back only by a refund of that purchase', async () => {
    const { ELITE_MATCH_DAYS, eliteAfterRefund, eliteGrantedBy } = await import('./entitlement');
    const granted = eliteGrantedBy('p1', '2026-11-23T00:00:00.000Z', null);
    expect(granted).toEqual({
      status: 'active',
      expiresAt: new Date(Date.parse('2026-11-23T00:00:00Z') + ELITE_MATCH_DAYS * 86_400_000).toISOString(),
      purchaseId: 'p1',
    });
    expect(eliteGrantedBy('p1', '2026-11-23T00:00:00.000Z', granted)).toEqual(granted);
    expect(eliteAfterRefund('p2', granted)).toBe(granted);
    expect(eliteAfterRefund('p1', granted)).toEqual({ ...granted, status: 'revoked' });
    expect(eliteAfterRefund('p1', null)).toBeNull();
  });

  it('never shortens a later elite period held from another purchase', async () => {
    const { eliteGrantedBy } = await import('./entitlement');
    const later = eliteGrantedBy('p2', '2027-01-01T00:00:00.000Z', null);
    expect(eliteGrantedBy('p1', '2026-11-23T00:00:00.000Z', later)).toBe(later);
  });
});
