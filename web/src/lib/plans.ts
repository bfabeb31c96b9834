/**
 * How the plans read on screen: prices, badges and feature lists (marketing
 * spec "Roles and permissions" and "Business constants and limits", core spec
 * "Roles and permissions"). Every amount comes from the billing catalog, so the
 * pricing cards, the upgrade dialog and Stripe can never disagree; every count
 * comes from the tier table, so a card never promises another limit than the
 * one enforced. Shared by the pricing feature and the upgrade dialog.
 */
import {
  MAX_YEARLY_SAVING_PERCENT,
  ONE_TIME_PRODUCTS,
  PLAN_NAMES,
  TRIAL_DAYS,
  formatPrice,
  planFor,
  type BillingInterval,
  type PlanTier,
} from '#shared/billing/catalog.ts';
import { TIER_FEATURES } from '#shared/tiers.ts';

export const INTERVAL_LABELS: Record<BillingInterval, string> = { monthly: 'Monthly', yearly: 'Yearly' };

const PER: Record<BillingInterval, string> = { monthly: '/month', yearly: '/year' };

/** '$19.99' and '/month': the card sets them in two sizes. */
export function planPrice(tier: PlanTier, interval: BillingInterval): { amount: string; per: string } {
  return { amount: formatPrice(planFor(tier, interval).amountCents), per: PER[interval] };
}

/** What a yearly plan comes to per month, to the cent: Gold yearly is '$16.58'. */
export function monthlyEquivalent(tier: PlanTier): string {
  return formatPrice(Math.round(planFor(tier, 'yearly').amountCents / 12));
}

/** The upgrade dialog's line: 'From $9.99/month'. */
export function startingPrice(tier: PlanTier): string {
  const { amount, per } = planPrice(tier, 'monthly');
  return `From ${amount}${per}`;
}

/**
 * marketing spec "Business constants and limits": the Yearly option's badge, from the best saving the catalog gives.
 */
export const YEARLY_SAVING_BADGE = `Save up to ${MAX_YEARLY_SAVING_PERCENT}%`;

/** marketing spec "Business constants and limits": only Premium yearly carries a badge of its own. */
export const YEARLY_PLAN_BADGES: Partial<Record<PlanTier, string>> = { premium: '1 month free' };

export const TRIAL_LABEL = `${TRIAL_DAYS}-day free trial`;
export const CARD_REQUIRED_LABEL = 'Card required';

export const ELITE_MATCH_NAME = ONE_TIME_PRODUCTS.elite_match.name;
export const ELITE_MATCH_PRICE = formatPrice(ONE_TIME_PRODUCTS.elite_match.amountCents);
/** The upgrade dialog's line for Elite: '$599 one-time'. */
export const ELITE_MATCH_PRICE_LABEL = `${ELITE_MATCH_PRICE} one-time`;

/** marketing spec "Roles and permissions" and core spec "Roles and permissions": what Elite Match adds. */
export const ELITE_BENEFITS = [
  'Personal matchmaker',
  'Background checks',
  'Private events',
  'Concierge service',
] as const;

const times = (count: number, noun: string, per: string) => `${count} ${noun}${count === 1 ? '' : 's'} a ${per}`;

/**
 * The pricing cards' lists (marketing spec "Roles and permissions" and "Business constants and limits"); counts from
 * the tier table (shared/tiers.ts).
 */
export const PLAN_FEATURES: Record<PlanTier, readonly string[]> = {
  basic: [
    'Create your profile',
    'Browse and match',
    'Basic messages',
    times(TIER_FEATURES.basic.dailyLikes ?? 0, 'like', 'day'),
    times(TIER_FEATURES.basic.superLikes, 'super like', 'day'),
  ],
  gold: [
    `Everything in ${PLAN_NAMES.basic}`,
    'Unlimited likes',
    'See who liked you',
    'Advanced filters',
    times(TIER_FEATURES.gold.boosts, 'boost', 'month'),
    times(TIER_FEATURES.gold.superLikes, 'super like', 'day'),
    `Rewind your last pass (${times(TIER_FEATURES.gold.rewinds, 'rewind', 'day')})`,
  ],
  premium: [
    `Everything in ${PLAN_NAMES.gold}`,
    'Priority placement',
    'Unlimited boosts and super likes',
    'Travel mode',
    'Profile insights',
    `${times(TIER_FEATURES.premium.rewinds, 'rewind', 'day')}`,
    'Incognito: only people you like see you',
    'Early access',
  ],
};
