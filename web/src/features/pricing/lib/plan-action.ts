/**
 * What a plan card's button does for whoever is looking (marketing spec "Screens and routes"
 * and "Business constants and limits"): visitors sign up first; a member without a plan starts Checkout;
 * a member with one sees it marked, and changes plan in the billing portal,
 * because the server refuses a second subscription (409 already_subscribed).
 */
import { PLANS, PLAN_NAMES, type BillingInterval, type PlanTier } from '#shared/billing/catalog.ts';
import type { BillingSummary } from '#shared/billing/entitlement.ts';

export type Viewer =
  | { kind: 'visitor' }
  /** Signed in, plan not known yet: nothing may start until it is. */
  | { kind: 'loading' }
  | { kind: 'member'; billing: BillingSummary | null };

export type PlanAction =
  | { kind: 'signUp'; label: string }
  | { kind: 'wait'; label: string }
  | { kind: 'checkout'; label: string }
  /** The member's own plan: managed from the dashboard's subscription card. */
  | { kind: 'current'; label: string }
  | { kind: 'portal'; label: string };

export const START_TRIAL_LABEL = 'Start free trial';

const RANK: Record<PlanTier, number> = { basic: 1, gold: 2, premium: 3 };

export function isCurrentPlan(
  billing: BillingSummary | null | undefined,
  tier: PlanTier,
  interval: BillingInterval,
): boolean {
  return billing?.planKey === `${tier}_${interval}`;
}

export function planAction(viewer: Viewer, tier: PlanTier, interval: BillingInterval): PlanAction {
  if (viewer.kind === 'visitor') return { kind: 'signUp', label: START_TRIAL_LABEL };
  if (viewer.kind === 'loading') return { kind: 'wait', label: START_TRIAL_LABEL };
  const { billing } = viewer;
  if (!billing) return { kind: 'checkout', label: START_TRIAL_LABEL };
  if (isCurrentPlan(billing, tier, interval)) return { kind: 'current', label: 'Manage in dashboard' };
  const current = PLANS[billing.planKey];
  if (current.tier === tier) return { kind: 'portal', label: `Switch to ${interval}` };
  return { kind: 'portal', label: `${RANK[tier] > RANK[current.tier] ? 'Upgrade' : 'Switch'} to ${PLAN_NAMES[tier]}` };
}

/** The toggle starts on the member's own billing period, so their plan is the one marked; else monthly. */
export function initialInterval(billing: BillingSummary | null | undefined): BillingInterval {
  return billing?.interval ?? 'monthly';
}
