import { describe, expect, it } from 'vitest';
import {
  ELITE_MATCH_PRICE_LABEL,
  PLAN_FEATURES,
  TRIAL_LABEL,
  YEARLY_PLAN_BADGES,
  YEARLY_SAVING_BADGE,
  monthlyEquivalent,
  planPrice,
  startingPrice,
} from './plans';

describe('plan prices as shown', () => {
  it('reads the catalog: marketing spec "Business constants and limits" figures, per month or per year', () => {
    expect(planPrice('basic', 'monthly')).toEqual({ amount: '$9.99', per: '/month' });
    expect(planPrice('basic', 'yearly')).toEqual({ amount: '$99', per: '/year' });
    expect(planPrice('gold', 'monthly')).toEqual({ amount: '$19.99', per: '/month' });
    expect(planPrice('gold', 'yearly')).toEqual({ amount: '$199', per: '/year' });
    expect(planPrice('premium', 'monthly')).toEqual({ amount: '$25.99', per: '/month' });
    expect(planPrice('premium', 'yearly')).toEqual({ amount: '$259', per: '/year' });
  });

  it('gives what a yearly plan costs a month, rounded to the cent', () => {
    expect(monthlyEquivalent('basic')).toBe('$8.25');
    expect(monthlyEquivalent('gold')).toBe('$16.58');
    expect(monthlyEquivalent('premium')).toBe('$21.58');
  });

  it('words the upgrade dialog lines and the badges as the spec does', () => {
    expect(startingPrice('basic')).toBe('From $9.99/month');
    expect(startingPrice('premium')).toBe('From $25.99/month');
    expect(ELITE_MATCH_PRICE_LABEL).toBe('$599 one-time');
    expect(YEARLY_SAVING_BADGE).toBe('Save up to 17%');
    expect(YEARLY_PLAN_BADGES).toEqual({ premium: '1 month free' });
    expect(TRIAL_LABEL).toBe('30-day free trial');
  });
});

describe('plan features', () => {
  it('lists what marketing spec "Roles and permissions" and "Business constants and limits" promise, with the tier table counts', () => {
    expect(PLAN_FEATURES.basic).toEqual([
      'Create your profile',
      'Browse and match',
      'Basic messages',
      '20 likes a day',
      '3 super likes a day',
    ]);
    expect(PLAN_FEATURES.gold).toEqual([
      'Everything in Basic',
      'Unlimited likes',
      'See who liked you',
      'Advanced filters',
      '1 boost a month',
      '5 super likes a day',
      'Rewind your last pass (5 rewinds a day)',
    ]);
    expect(PLAN_FEATURES.premium).toEqual([
      'Everything in Gold',
      'Priority placement',
      'Unlimited boosts and super likes',
      'Travel mode',
      'Profile insights',
      '10 rewinds a day',
      'Incognito: only people you like see you',
      'Early access',
    ]);
  });
});
