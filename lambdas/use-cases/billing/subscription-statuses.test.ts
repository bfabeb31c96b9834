/**
 * Entitlements for every status Stripe gives a subscription, as a property:
 * whatever mix of subscriptions a customer holds, the tier, the summary the
 * dashboard shows and what it asks of the member follow `statusGrantsTier`
 * and the attention table, status by status. The list of statuses is checked
 * against the Stripe SDK's own at compile time, so a status Stripe adds fails
 * here until the product decides what it means.
 */
import fc from 'fast-check';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PLANS, PLAN_KEYS } from '#shared/billing/catalog.ts';
import {
  GRANTING_STATUSES,
  SUBSCRIPTION_STATUSES,
  attentionOf,
  billingSummaryOf,
  pickSubscriptionEntitlement,
  statusGrantsTier,
  statusIsLive,
  type StripeSubscriptionLike,
} from '#shared/billing/entitlement.ts';
import { subscriptionFrom } from '#shared/tiers.ts';

/** The SDK's literal statuses, without the open-ended `OtherString` it adds to every enum. */
type Literal<T> = T extends string ? (string extends T ? never : T) : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameStatuses: Same<Literal<Stripe.Subscription.Status>, (typeof SUBSCRIPTION_STATUSES)[number]> = true;

const TIER_RANK = { basic: 1, gold: 2, premium: 3 } as const;

const subscriptionArb = fc.record({
  id: fc.uuid().map((id) => `sub_${id}`),
  status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
  created: fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }),
  plan: fc.constantFrom(...PLAN_KEYS),
  trialEnd: fc.option(fc.integer({ min: 1_700_000_000, max: 1_900_000_000 })),
  cancelAtPeriodEnd: fc.boolean(),
});

type Generated = typeof subscriptionArb extends fc.Arbitrary<infer T> ? T : never;

const stripeLike = (s: Generated): StripeSubscriptionLike => ({
  id: s.id,
  status: s.status,
  created: s.created,
  trial_end: s.trialEnd,
  cancel_at_period_end: s.cancelAtPeriodEnd,
  items: { data: [{ current_period_end: s.created + 86_400, price: { lookup_key: PLANS[s.plan].lookupKey } }] },
});

describe('subscription statuses', () => {
  it('lists exactly the statuses of the Stripe SDK, each granting, waiting on the member, or over', () => {
    expect(sameStatuses).toBe(true);
    const over = SUBSCRIPTION_STATUSES.filter((status) => !statusIsLive(status));
    expect(over).toEqual(['incomplete_expired', 'canceled']);
    for (const status of SUBSCRIPTION_STATUSES) {
      // No status both grants a tier and waits on the member except past_due, which still grants while Stripe retries.
      if (statusGrantsTier(status) && attentionOf(status)) expect(status).toBe('past_due');
    }
    expect([...GRANTING_STATUSES].sort()).toEqual(['active', 'past_due', 'trialing']);
  });

  it('grants the best granting plan, and shows whatever is live, for any mix of subscriptions', () => {
    fc.assert(
      fc.property(fc.array(subscriptionArb, { maxLength: 6 }), (subscriptions) => {
        const picked = pickSubscriptionEntitlement(subscriptions.map(stripeLike));
        const tier = subscriptionFrom({ elite: null, subscription: picked }).tier;
        const granting = subscriptions.filter((s) => statusGrantsTier(s.status));
        const bestRank = Math.max(0, ...granting.map((s) => TIER_RANK[PLANS[s.plan].tier]));
        if (granting.length === 0) expect(tier).toBe('free');
        else expect(TIER_RANK[tier as keyof typeof TIER_RANK]).toBe(bestRank);

        const summary = billingSummaryOf(picked);
        if (!picked) {
          expect(subscriptions).toHaveLength(0);
          expect(summary).toBeNull();
          return;
        }
        expect(summary !== null).toBe(statusIsLive(picked.status));
        if (summary) expect(summary.attention).toBe(attentionOf(picked.status));
        // With nothing granting, the newest subscription decides what the member is told.
        if (granting.length === 0)
          expect(picked.stripeSubscriptionId).toBe([...subscriptions].sort((a, b) => b.created - a.created)[0].id);
      }),
      { numRuns: 500 },
    );
  });
});
