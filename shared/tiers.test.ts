import { describe, expect, it } from 'vitest';
import { FREE_SUBSCRIPTION, planForTier, resolveSubscription, subscriptionFrom, TIER_FEATURES, tierForPlan, TIERS } from './tiers';

const now = new Date('2026-11-22T12:00:00Z');
const future = '2026-12-22T12:00:00Z';
const past = '2026-11-21T12:00:00Z';

describe('tier resolution (core spec §4)', () => {
  it('maps subscriber plans Basic→basic, Premium→gold, Enterprise→premium, anything else→free', () => {
    expect(tierForPlan('Basic')).toBe('basic');
    expect(tierForPlan('Premium')).toBe('gold');
    expect(tierForPlan('Enterprise')).toBe('premium');
    expect(tierForPlan('Gold')).toBe('free');
    expect(tierForPlan(undefined)).toBe('free');
  });

  it('round-trips every grantable tier through its plan name', () => {
    for (const tier of ['basic', 'gold', 'premium'] as const) expect(tierForPlan(planForTier(tier))).toBe(tier);
  });

  it('gives elite for an active, unexpired elite record, whatever the subscriber record says', () => {
    const result = subscriptionFrom({ elite: { status: 'active', expiresAt: future }, subscriber: { subscribed: true, subscriptionTier: 'Basic' } }, now);
    expect(result).toEqual({ isSubscribed: true, tier: 'elite', features: TIER_FEATURES.elite });
  });

  it('ignores an expired or inactive elite record', () => {
    expect(subscriptionFrom({ elite: { status: 'active', expiresAt: past } }, now).tier).toBe('free');
    expect(subscriptionFrom({ elite: { status: 'canceled', expiresAt: future }, subscriber: { subscribed: true, subscriptionTier: 'Premium' } }, now).tier).toBe('gold');
  });

  it.each([
    ['Basic', 'basic'], ['Premium', 'gold'], ['Enterprise', 'premium'],
  ] as const)('resolves subscribed %s to %s with that tier\'s features', (plan, tier) => {
    const result = subscriptionFrom({ subscriber: { subscribed: true, subscriptionTier: plan } }, now);
    expect(result).toEqual({ isSubscribed: true, tier, features: TIER_FEATURES[tier] });
  });

  it('treats an unsubscribed record or no record as free and not subscribed', () => {
    expect(subscriptionFrom({ subscriber: { subscribed: false, subscriptionTier: 'Enterprise' } }, now)).toEqual(FREE_SUBSCRIPTION);
    expect(subscriptionFrom({}, now)).toEqual(FREE_SUBSCRIPTION);
  });

  it('resolves to free when the lookup throws', async () => {
    const result = await resolveSubscription(async () => { throw new Error('DynamoDB down'); }, now);
    expect(result).toEqual(FREE_SUBSCRIPTION);
  });

  it('resolves through the loader when it succeeds', async () => {
    const result = await resolveSubscription(async () => ({ subscriber: { subscribed: true, subscriptionTier: 'Enterprise' } }), now);
    expect(result.tier).toBe('premium');
  });
});

describe('tier feature table (core spec §6)', () => {
  it('has an entry for every tier', () => {
    expect(Object.keys(TIER_FEATURES).sort()).toEqual([...TIERS].sort());
  });

  it('matches the spec for each tier', () => {
    expect(TIER_FEATURES.free).toMatchObject({ dailyLikes: 5, unlimitedLikes: false, superLikes: 1, seeWhoLikedYou: false, advancedFilters: false, boosts: 0 });
    expect(TIER_FEATURES.basic).toMatchObject({ dailyLikes: 20, unlimitedLikes: false, superLikes: 3, seeWhoLikedYou: false, advancedFilters: false });
    expect(TIER_FEATURES.gold).toMatchObject({ dailyLikes: null, unlimitedLikes: true, superLikes: 5, seeWhoLikedYou: true, advancedFilters: true, boosts: 1, priorityPlacement: false });
    expect(TIER_FEATURES.premium).toMatchObject({ unlimitedLikes: true, superLikes: 999, boosts: 999, priorityPlacement: true, travelMode: true, profileInsights: true, eliteMatching: false });
    expect(TIER_FEATURES.elite).toMatchObject({ unlimitedLikes: true, superLikes: 999, boosts: 999, eliteMatching: true });
  });

  it('never gives a lower tier a feature a higher tier lacks', () => {
    const flags = ['unlimitedLikes', 'seeWhoLikedYou', 'advancedFilters', 'priorityPlacement', 'travelMode', 'profileInsights', 'eliteMatching'] as const;
    for (let i = 1; i < TIERS.length; i++) {
      for (const flag of flags) if (TIER_FEATURES[TIERS[i - 1]][flag]) expect(TIER_FEATURES[TIERS[i]][flag]).toBe(true);
      expect(TIER_FEATURES[TIERS[i]].superLikes).toBeGreaterThanOrEqual(TIER_FEATURES[TIERS[i - 1]].superLikes);
    }
  });
});
