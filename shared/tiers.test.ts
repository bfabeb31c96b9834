import { describe, expect, it } from 'vitest';
import type { SubscriptionEntitlement } from './billing/entitlement';
import { RATE_LIMITS } from './limits';
import {
  FREE_SUBSCRIPTION,
  lowestTierWith,
  resolveSubscription,
  subscriptionFrom,
  TIER_FEATURES,
  TIERS,
} from './tiers';

const now = new Date('2026-11-22T12:00:00Z');
const future = '2026-12-22T12:00:00Z';
const past = '2026-11-21T12:00:00Z';

const subscription = (tier: 'basic' | 'gold' | 'premium', status: string): SubscriptionEntitlement => ({
  stripeSubscriptionId: 'sub_1',
  status,
  planKey: `${tier}_monthly`,
  tier,
  interval: 'monthly',
  trialEndsAt: null,
  currentPeriodEnd: future,
  cancelAtPeriodEnd: false,
});

describe('tier resolution (core spec "States and transitions")', () => {
  it('gives elite for an active, unexpired elite entitlement, whatever the subscription says', () => {
    const result = subscriptionFrom(
      { elite: { status: 'active', expiresAt: future }, subscription: subscription('basic', 'active') },
      now,
    );
    expect(result).toEqual({ isSubscribed: true, tier: 'elite', features: TIER_FEATURES.elite });
  });

  it('ignores an expired, revoked or inactive elite entitlement', () => {
    expect(subscriptionFrom({ elite: { status: 'active', expiresAt: past } }, now).tier).toBe('free');
    expect(
      subscriptionFrom(
        { elite: { status: 'revoked', expiresAt: future }, subscription: subscription('gold', 'active') },
        now,
      ).tier,
    ).toBe('gold');
    expect(subscriptionFrom({ elite: { status: 'inactive', expiresAt: future } }, now).tier).toBe('free');
  });

  it.each(['trialing', 'active', 'past_due'])("a %s subscription grants its plan's tier and features", (status) => {
    for (const tier of ['basic', 'gold', 'premium'] as const) {
      expect(subscriptionFrom({ subscription: subscription(tier, status) }, now)).toEqual({
        isSubscribed: true,
        tier,
        features: TIER_FEATURES[tier],
      });
    }
  });

  it.each(['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused', 'something_new'])(
    'a %s subscription grants free',
    (status) => {
      expect(subscriptionFrom({ subscription: subscription('premium', status) }, now)).toEqual(FREE_SUBSCRIPTION);
    },
  );

  it('treats no entitlement as free and not subscribed', () => {
    expect(subscriptionFrom({}, now)).toEqual(FREE_SUBSCRIPTION);
    expect(subscriptionFrom({ elite: null, subscription: null }, now)).toEqual(FREE_SUBSCRIPTION);
  });

  it('resolves to free when the lookup throws', async () => {
    const result = await resolveSubscription(async () => {
      throw new Error('DynamoDB down');
    }, now);
    expect(result).toEqual(FREE_SUBSCRIPTION);
  });

  it('resolves through the loader when it succeeds', async () => {
    const result = await resolveSubscription(async () => ({ subscription: subscription('premium', 'trialing') }), now);
    expect(result.tier).toBe('premium');
  });
});

describe('tier feature table (core spec "Roles and permissions")', () => {
  it('has an entry for every tier', () => {
    expect(Object.keys(TIER_FEATURES).sort()).toEqual([...TIERS].sort());
  });

  it('matches the spec for each tier', () => {
    expect(TIER_FEATURES.free).toMatchObject({
      dailyLikes: 5,
      unlimitedLikes: false,
      superLikes: 1,
      seeWhoLikedYou: false,
      advancedFilters: false,
      boosts: 0,
    });
    expect(TIER_FEATURES.basic).toMatchObject({
      dailyLikes: 20,
      unlimitedLikes: false,
      superLikes: 3,
      seeWhoLikedYou: false,
      advancedFilters: false,
    });
    expect(TIER_FEATURES.gold).toMatchObject({
      dailyLikes: null,
      unlimitedLikes: true,
      superLikes: 5,
      seeWhoLikedYou: true,
      advancedFilters: true,
      boosts: 1,
      priorityPlacement: false,
    });
    expect(TIER_FEATURES.premium).toMatchObject({
      unlimitedLikes: true,
      superLikes: 999,
      boosts: 999,
      priorityPlacement: true,
      travelMode: true,
      profileInsights: true,
      eliteMatching: false,
    });
    expect(TIER_FEATURES.elite).toMatchObject({
      unlimitedLikes: true,
      superLikes: 999,
      boosts: 999,
      eliteMatching: true,
    });
  });

  it('never gives a lower tier a feature a higher tier lacks', () => {
    const flags = [
      'unlimitedLikes',
      'seeWhoLikedYou',
      'advancedFilters',
      'priorityPlacement',
      'travelMode',
      'profileInsights',
      'eliteMatching',
    ] as const;
    for (let i = 1; i < TIERS.length; i++) {
      for (const flag of flags) if (TIER_FEATURES[TIERS[i - 1]][flag]) expect(TIER_FEATURES[TIERS[i]][flag]).toBe(true);
      expect(TIER_FEATURES[TIERS[i]].superLikes).toBeGreaterThanOrEqual(TIER_FEATURES[TIERS[i - 1]].superLikes);
    }
  });
});

describe('Rewind and Incognito in the tier table (decision 0067)', () => {
  it('gives Rewind from Gold up, with a daily allowance that never shrinks with a higher tier', () => {
    expect(TIERS.filter((tier) => TIER_FEATURES[tier].rewinds > 0)).toEqual(['gold', 'premium', 'elite']);
    expect(lowestTierWith('rewinds')).toBe('gold');
    for (let i = 1; i < TIERS.length; i++)
      expect(TIER_FEATURES[TIERS[i]].rewinds).toBeGreaterThanOrEqual(TIER_FEATURES[TIERS[i - 1]].rewinds);
  });

  it('gives Incognito to Premium and Elite only', () => {
    expect(TIERS.filter((tier) => TIER_FEATURES[tier].incognito)).toEqual(['premium', 'elite']);
    expect(lowestTierWith('incognito')).toBe('premium');
  });
});

describe('daily allowances and the swipe rate window (decision 0090)', () => {
  // A like held by a daily allowance is not counted in the swipe window as well: the allowance must be the
  // tighter bound for every plan, so that no plan can like faster than the window allows.
  it('lets no plan like or super like more in a day than the swipe window allows in one window', () => {
    for (const tier of TIERS) {
      const { dailyLikes, superLikes } = TIER_FEATURES[tier];
      if (dailyLikes !== null) expect(dailyLikes, tier).toBeLessThanOrEqual(RATE_LIMITS.swipe.limit);
      expect(superLikes, tier).toBeLessThanOrEqual(RATE_LIMITS.swipe.limit);
    }
  });
});
