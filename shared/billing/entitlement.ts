/**
 * Entitlements: what a member's payments grant, as stored in the table and
 * read by tier resolution (shared/tiers.ts). Pure rules, no I/O: the webhook
 * use cases feed them what Stripe says, and tests feed them anything.
 * docs/decisions/0014-payments.md explains the choices.
 */
import { PLANS, planByLookupKey, type BillingInterval, type PlanKey, type PlanTier } from './catalog';

/**
 * Subscription statuses that grant the plan's tier. `past_due` grants it too:
 * Stripe is still retrying the payment (smart retries), and the member should
 * not lose what they pay for because a card renewal bounced once. When the
 * retries run out Stripe cancels (or marks unpaid), which grants nothing.
 */
export const GRANTING_STATUSES = ['trialing', 'active', 'past_due'] as const;

/** Every status Stripe gives a subscription (the Stripe SDK's `Subscription.Status`, checked in lambdas/). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;

export function statusGrantsTier(status: string): boolean {
  return (GRANTING_STATUSES as readonly string[]).includes(status);
}

/**
 * What a subscription that is not over asks of the member, by status. Stripe
 * still holds these subscriptions and will bill or resume them, so a member
 * in one must fix it (a card in the portal, or resume there), never start a
 * second subscription:
 * - `payment_failed` (past_due): a renewal failed and Stripe is retrying; the plan still applies;
 * - `payment_incomplete` (incomplete): the first payment needs action, failed, or is still processing;
 *   Stripe gives up after 23 hours;
 * - `unpaid`: the retries ran out; Stripe keeps the subscription but grants nothing until an invoice is paid;
 * - `paused`: a trial ended without a payment method, or the plan was paused; it resumes on request.
 */
export const ATTENTION_BY_STATUS = {
  past_due: 'payment_failed',
  incomplete: 'payment_incomplete',
  unpaid: 'unpaid',
  paused: 'paused',
} as const;

export type BillingAttention = (typeof ATTENTION_BY_STATUS)[keyof typeof ATTENTION_BY_STATUS];

export const BILLING_ATTENTIONS = [
  'payment_failed',
  'payment_incomplete',
  'unpaid',
  'paused',
] as const satisfies readonly BillingAttention[];

export function attentionOf(status: string): BillingAttention | null {
  return Object.hasOwn(ATTENTION_BY_STATUS, status)
    ? ATTENTION_BY_STATUS[status as keyof typeof ATTENTION_BY_STATUS]
    : null;
}

/** A subscription Stripe still holds: granting, or waiting on the member. `canceled` and `incomplete_expired` are over. */
export function statusIsLive(status: string): boolean {
  return statusGrantsTier(status) || attentionOf(status) !== null;
}

/** The subscription as the entitlement record keeps it: only what tiers and screens need. */
export type SubscriptionEntitlement = {
  stripeSubscriptionId: string;
  /** Stripe's status, as it is: trialing, active, past_due, canceled, unpaid, incomplete, ... */
  status: string;
  planKey: PlanKey;
  tier: PlanTier;
  interval: BillingInterval;
  /** ISO; null without a trial. */
  trialEndsAt: string | null;
  /** ISO end of the current period: the next renewal, or when a canceled plan ends. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
};

/** The Elite Match service: active until `expiresAt` (ISO), granted by one purchase. */
export type EliteEntitlement = { status: 'active' | 'revoked' | 'inactive'; expiresAt: string; purchaseId?: string };

/**
 * How long one Elite Match purchase grants the elite tier. The spec gives no
 * duration; 90 days lets a matchmaker curate, candidates answer (each has a
 * week) and the member choose, with room to spare (decision 0022).
 */
export const ELITE_MATCH_DAYS = 90;

/** The elite entitlement after a completed purchase: from its completion, never shortening a later one already held. */
export function eliteGrantedBy(
  purchaseId: string,
  completedAt: string,
  current: EliteEntitlement | null,
): EliteEntitlement {
  const expiresAt = new Date(Date.parse(completedAt) + ELITE_MATCH_DAYS * 86_400_000).toISOString();
  if (current?.status === 'active' && current.purchaseId !== purchaseId && current.expiresAt > expiresAt)
    return current;
  return { status: 'active', expiresAt, purchaseId };
}

/** A refund takes back what that purchase granted, and only that. */
export function eliteAfterRefund(purchaseId: string, current: EliteEntitlement | null): EliteEntitlement | null {
  if (!current || current.purchaseId !== purchaseId) return current;
  return { ...current, status: 'revoked' };
}

/**
 * The parts of a Stripe subscription these rules read. Structural, so shared/
 * does not depend on the Stripe SDK; API version 'endive' keeps the period
 * on the subscription item.
 */
export type StripeSubscriptionLike = {
  id: string;
  status: string;
  created: number;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  items: { data: Array<{ current_period_end?: number | null; price: { lookup_key: string | null } }> };
};

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

const TIER_RANK: Record<PlanTier, number> = { basic: 1, gold: 2, premium: 3 };

/** One subscription as an entitlement; undefined when its price is not one of our plans. */
export function entitlementOf(subscription: StripeSubscriptionLike): SubscriptionEntitlement | undefined {
  const item = subscription.items.data[0];
  const plan = planByLookupKey(item?.price.lookup_key);
  if (!plan) return undefined;
  return {
    stripeSubscriptionId: subscription.id,
    status: subscription.status,
    planKey: plan.key,
    tier: plan.tier,
    interval: plan.interval,
    trialEndsAt: subscription.status === 'trialing' ? iso(subscription.trial_end) : null,
    currentPeriodEnd: iso(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/**
 * Of all a customer's subscriptions (Stripe lists them, whatever their
 * status), the one that decides the entitlement: the highest tier among those
 * that grant one; else the newest, so the member still sees that it ended.
 * Deciding from the whole list, not from one event's object, is what makes
 * webhook order and duplicates irrelevant.
 */
export function pickSubscriptionEntitlement(
  subscriptions: readonly StripeSubscriptionLike[],
): SubscriptionEntitlement | null {
  const known = subscriptions
    .map((subscription) => ({ subscription, entitlement: entitlementOf(subscription) }))
    .filter(
      (entry): entry is { subscription: StripeSubscriptionLike; entitlement: SubscriptionEntitlement } =>
        entry.entitlement !== undefined,
    );
  const granting = known
    .filter(({ entitlement }) => statusGrantsTier(entitlement.status))
    .sort(
      (a, b) =>
        TIER_RANK[b.entitlement.tier] - TIER_RANK[a.entitlement.tier] ||
        b.subscription.created - a.subscription.created,
    );
  if (granting.length > 0) return granting[0].entitlement;
  const newest = [...known].sort((a, b) => b.subscription.created - a.subscription.created)[0];
  return newest?.entitlement ?? null;
}

/** What the member sees about their plan (dashboard card, success page). */
export type BillingSummary = {
  planKey: PlanKey;
  planName: string;
  status: string;
  interval: BillingInterval;
  trialEndsAt: string | null;
  /** The next renewal; null when the plan will not renew. */
  renewsAt: string | null;
  /** When a plan canceled at period end stops; null otherwise. */
  endsAt: string | null;
  /** What the member must do about the plan, if anything (see ATTENTION_BY_STATUS). */
  attention: BillingAttention | null;
};

export function billingSummaryOf(subscription: SubscriptionEntitlement | null | undefined): BillingSummary | null {
  // Live subscriptions only: one that grants nothing but waits on the member must still be shown, with what to do.
  if (!subscription || !statusIsLive(subscription.status)) return null;
  const plan = PLANS[subscription.planKey];
  const attention = attentionOf(subscription.status);
  // A plan waiting on the member (a failed, unpaid, incomplete or paused payment) promises no renewal: the card
  // says what to do instead of a date that will pass without a charge.
  const renews = !subscription.cancelAtPeriodEnd && attention === null;
  return {
    planKey: subscription.planKey,
    planName: plan.productName.replace(/^Kindred /, ''),
    status: subscription.status,
    interval: subscription.interval,
    trialEndsAt: subscription.trialEndsAt,
    renewsAt: renews ? subscription.currentPeriodEnd : null,
    endsAt: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    attention,
  };
}
