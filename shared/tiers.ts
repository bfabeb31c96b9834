import { statusGrantsTier, type EliteEntitlement, type SubscriptionEntitlement } from './billing/entitlement';

/**
 * Subscription tiers: the one list of what each tier may do (core spec "Roles and permissions") and
 * the tier resolution rules (core spec "States and transitions"). Pure: no I/O, used by lambdas to
 * enforce and by the web app to display.
 */
export const TIERS = ['free', 'basic', 'gold', 'premium', 'elite'] as const;
export type Tier = (typeof TIERS)[number];

/** 999 is the spec's "unlimited" for super likes and boosts. */
export const UNLIMITED_COUNT = 999;

export type TierFeatures = {
  /** Likes per local day; null means unlimited. */
  dailyLikes: number | null;
  unlimitedLikes: boolean;
  superLikes: number;
  seeWhoLikedYou: boolean;
  advancedFilters: boolean;
  boosts: number;
  priorityPlacement: boolean;
  travelMode: boolean;
  profileInsights: boolean;
  eliteMatching: boolean;
  /** Passes a member may take back per local day (Rewind, decision 0067); 0: none. */
  rewinds: number;
  /** Incognito: seen in discovery, stories and voice only by members one has liked (decision 0067). */
  incognito: boolean;
};

/**
 * Daily likes: the spec gives two figures for free (5 in the subscription
 * state, 10 on the discovery card) and for basic (20 / 50). The subscription
 * state is the entitlement every screen shares, so the server enforces 5 and 20.
 * See docs/decisions/0006-tier-limits.md.
 */
const FREE: TierFeatures = {
  dailyLikes: 5,
  unlimitedLikes: false,
  superLikes: 1,
  seeWhoLikedYou: false,
  advancedFilters: false,
  boosts: 0,
  priorityPlacement: false,
  travelMode: false,
  profileInsights: false,
  eliteMatching: false,
  rewinds: 0,
  incognito: false,
};
const GOLD: TierFeatures = {
  ...FREE,
  dailyLikes: null,
  unlimitedLikes: true,
  superLikes: 5,
  seeWhoLikedYou: true,
  advancedFilters: true,
  boosts: 1,
  rewinds: 5,
};
const PREMIUM: TierFeatures = {
  ...GOLD,
  superLikes: UNLIMITED_COUNT,
  boosts: UNLIMITED_COUNT,
  priorityPlacement: true,
  travelMode: true,
  profileInsights: true,
  rewinds: 10,
  incognito: true,
};

/** Each paid tier is the one below it with more: Elite is Premium with the matchmakers. */
export const TIER_FEATURES: Record<Tier, TierFeatures> = {
  free: FREE,
  basic: { ...FREE, dailyLikes: 20, superLikes: 3 },
  gold: GOLD,
  premium: PREMIUM,
  elite: { ...PREMIUM, eliteMatching: true },
};

/**
 * What a member's payments grant, as the entitlement record stores it
 * (shared/billing/entitlement.ts). The spec's subscriber record mapped plan
 * names (Basic→basic, Premium→gold, Enterprise→premium); our plans carry their
 * tier in the Stripe price's lookup key, so no name mapping is needed.
 */
export type EntitlementRecords = { elite?: EliteEntitlement | null; subscription?: SubscriptionEntitlement | null };

export type Subscription = {
  isSubscribed: boolean;
  tier: Tier;
  features: TierFeatures;
};

export const FREE_SUBSCRIPTION: Subscription = { isSubscribed: false, tier: 'free', features: TIER_FEATURES.free };

/**
 * Resolves a member's tier in the spec's order (core spec "States and
 * transitions"): an active, unexpired elite entitlement wins; else a
 * subscription whose status grants its plan's tier; any error means free. Takes
 * a loader so that a failing lookup is part of the rule, not the caller's job.
 */
export async function resolveSubscription(
  load: () => Promise<EntitlementRecords>,
  now: Date = new Date(),
): Promise<Subscription> {
  try {
    return subscriptionFrom(await load(), now);
  } catch {
    return FREE_SUBSCRIPTION;
  }
}

export function subscriptionFrom(records: EntitlementRecords, now: Date = new Date()): Subscription {
  const { elite, subscription } = records;
  if (elite && elite.status === 'active' && Date.parse(elite.expiresAt) > now.getTime()) {
    return { isSubscribed: true, tier: 'elite', features: TIER_FEATURES.elite };
  }
  if (subscription && statusGrantsTier(subscription.status)) {
    return { isSubscribed: true, tier: subscription.tier, features: TIER_FEATURES[subscription.tier] };
  }
  return FREE_SUBSCRIPTION;
}

export function hasFeature(subscription: Subscription, feature: keyof TierFeatures): boolean {
  return Boolean(subscription.features[feature]);
}

/** The cheapest tier that includes a feature: what an upgrade prompt names. */
export function lowestTierWith(feature: keyof TierFeatures): Tier {
  return TIERS.find((tier) => Boolean(TIER_FEATURES[tier][feature])) ?? 'elite';
}
