/**
 * What Kindred sells: the one list of plans, one-time products and their
 * prices (marketing spec "Business constants and limits"). Pure data, read by
 * - the Lambdas, which resolve the Stripe price for a plan or product key by
 *   its lookup key (the browser sends only the key, never an amount);
 * - `npm run stripe:setup`, which creates these prices in a real Stripe account;
 * - the local Stripe, which seeds the same prices;
 * - the web app, which displays them.
 *
 * Amounts are in cents. Stripe is the authority for what is charged: if an
 * operator changes a price in Stripe, Checkout charges Stripe's amount.
 */

export const CURRENCY = 'usd';

/** marketing spec "Business constants and limits": a 30-day free trial on all three plans, card required. */
export const TRIAL_DAYS = 30;

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * The tiers a subscription can buy; elite is the one-time Elite Match service.
 * Not typed against tiers.ts's Tier: tiers.ts reads billing (to resolve a
 * member's tier from their entitlements), so billing never imports it. The
 * compiler still holds each of these to a tier there, where a subscription's
 * tier indexes TIER_FEATURES.
 */
export const PLAN_TIERS = ['basic', 'gold', 'premium'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const PLAN_KEYS = [
  'basic_monthly',
  'basic_yearly',
  'gold_monthly',
  'gold_yearly',
  'premium_monthly',
  'premium_yearly',
] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export const PRODUCT_KEYS = ['elite_match', 'boost', 'super_boost'] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

/**
 * Lookup keys are namespaced, so the prices can live in a Stripe account that
 * also sells other things.
 */
const LOOKUP_KEY_PREFIX = 'kindred_';

export type Plan = {
  key: PlanKey;
  tier: PlanTier;
  interval: BillingInterval;
  amountCents: number;
  lookupKey: string;
  /** The Stripe product the price belongs to (one per tier). */
  productName: string;
};

export type OneTimeProduct = {
  key: ProductKey;
  name: string;
  description: string;
  amountCents: number;
  lookupKey: string;
};

/** marketing spec "Business constants and limits": Basic 9.99/99, Gold 19.99/199, Premium 25.99/259. */
const PLAN_AMOUNTS: Record<PlanTier, Record<BillingInterval, number>> = {
  basic: { monthly: 999, yearly: 9900 },
  gold: { monthly: 1999, yearly: 19900 },
  premium: { monthly: 2599, yearly: 25900 },
};

export const PLAN_NAMES: Record<PlanTier, string> = { basic: 'Basic', gold: 'Gold', premium: 'Premium' };

export const PLANS: Record<PlanKey, Plan> = Object.fromEntries(
  PLAN_KEYS.map((key) => {
    const [tier, interval] = key.split('_') as [PlanTier, BillingInterval];
    return [
      key,
      {
        key,
        tier,
        interval,
        amountCents: PLAN_AMOUNTS[tier][interval],
        lookupKey: `${LOOKUP_KEY_PREFIX}${key}`,
        productName: `Kindred ${PLAN_NAMES[tier]}`,
      },
    ];
  }),
) as Record<PlanKey, Plan>;

/**
 * marketing spec "Business constants and limits": Elite Match 599 dollars per intro; Boost 299 cents; Super Boost 799
 * cents.
 */
export const ONE_TIME_PRODUCTS: Record<ProductKey, OneTimeProduct> = {
  elite_match: {
    key: 'elite_match',
    name: 'Elite Match',
    amountCents: 59900,
    lookupKey: `${LOOKUP_KEY_PREFIX}elite_match`,
    description: 'Personal matchmaking: up to three hand-picked introductions who agreed to meet you.',
  },
  boost: {
    key: 'boost',
    name: 'Boost',
    amountCents: 299,
    lookupKey: `${LOOKUP_KEY_PREFIX}boost`,
    description: '30 minutes at 5x visibility in discovery.',
  },
  super_boost: {
    key: 'super_boost',
    name: 'Super Boost',
    amountCents: 799,
    lookupKey: `${LOOKUP_KEY_PREFIX}super_boost`,
    description: '3 hours at 10x visibility in discovery.',
  },
};

export function planFor(tier: PlanTier, interval: BillingInterval): Plan {
  return PLANS[`${tier}_${interval}`];
}

/** The plan a Stripe price belongs to, by its lookup key; undefined for anything we do not sell as a plan. */
export function planByLookupKey(lookupKey: string | null | undefined): Plan | undefined {
  return PLAN_KEYS.map((key) => PLANS[key]).find((plan) => plan.lookupKey === lookupKey);
}

export function productByLookupKey(lookupKey: string | null | undefined): OneTimeProduct | undefined {
  return PRODUCT_KEYS.map((key) => ONE_TIME_PRODUCTS[key]).find((product) => product.lookupKey === lookupKey);
}

/** Every lookup key we sell, for setup and for resolving prices in one call. */
export function allLookupKeys(): string[] {
  return [
    ...PLAN_KEYS.map((key) => PLANS[key].lookupKey),
    ...PRODUCT_KEYS.map((key) => ONE_TIME_PRODUCTS[key].lookupKey),
  ];
}

/** '$19.99', '$199', '$2.99': whole dollars drop their cents. */
export function formatPrice(amountCents: number): string {
  const dollars = amountCents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toString() : dollars.toFixed(2)}`;
}

/** Percent saved by paying yearly instead of twelve months, rounded down (Premium: 17). */
export function yearlySavingPercent(tier: PlanTier): number {
  const monthly = PLAN_AMOUNTS[tier].monthly * 12;
  return Math.floor(((monthly - PLAN_AMOUNTS[tier].yearly) / monthly) * 100);
}

/** marketing spec "Business constants and limits": the yearly toggle's badge uses the best saving. */
export const MAX_YEARLY_SAVING_PERCENT = Math.max(...PLAN_TIERS.map(yearlySavingPercent));
