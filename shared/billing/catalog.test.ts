import { describe, expect, it } from 'vitest';
import {
  MAX_YEARLY_SAVING_PERCENT,
  ONE_TIME_PRODUCTS,
  PLANS,
  PLAN_KEYS,
  allLookupKeys,
  formatPrice,
  planByLookupKey,
  planFor,
  productByLookupKey,
  yearlySavingPercent,
} from './catalog';

describe('the billing catalog', () => {
  it('prices the plans as marketing spec "Business constants and limits" does', () => {
    expect(Object.fromEntries(PLAN_KEYS.map((key) => [key, PLANS[key].amountCents]))).toEqual({
      basic_monthly: 999,
      basic_yearly: 9900,
      gold_monthly: 1999,
      gold_yearly: 19900,
      premium_monthly: 2599,
      premium_yearly: 25900,
    });
    expect(ONE_TIME_PRODUCTS.elite_match.amountCents).toBe(59900);
    expect(ONE_TIME_PRODUCTS.boost.amountCents).toBe(299);
    expect(ONE_TIME_PRODUCTS.super_boost.amountCents).toBe(799);
  });

  it('gives every price its own lookup key, and finds the plan or product back from it', () => {
    const keys = allLookupKeys();
    expect(new Set(keys).size).toBe(9);
    expect(planByLookupKey('kindred_gold_yearly')).toBe(planFor('gold', 'yearly'));
    expect(planByLookupKey('kindred_boost')).toBeUndefined();
    expect(productByLookupKey('kindred_boost')).toBe(ONE_TIME_PRODUCTS.boost);
    expect(planByLookupKey(null)).toBeUndefined();
    expect(planByLookupKey('gold_yearly')).toBeUndefined();
  });

  it('saves up to 17% yearly, as the toggle says', () => {
    expect(yearlySavingPercent('basic')).toBe(17);
    expect(yearlySavingPercent('premium')).toBe(16);
    expect(MAX_YEARLY_SAVING_PERCENT).toBe(17);
  });

  it('formats cents as the pricing cards show them', () => {
    expect(formatPrice(1999)).toBe('$19.99');
    expect(formatPrice(19900)).toBe('$199');
    expect(formatPrice(299)).toBe('$2.99');
    expect(formatPrice(59900)).toBe('$599');
  });
});
