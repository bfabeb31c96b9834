import { describe, expect, it } from 'vitest';
import type { BillingSummary } from '#shared/billing/entitlement.ts';
import { GOLD_MONTHLY_TRIAL } from '#web/lib/billing/sample-billing.ts';
import { initialInterval, isCurrentPlan, planAction } from './plan-action';

const goldMonthly: BillingSummary = GOLD_MONTHLY_TRIAL;

describe('planAction', () => {
  it('sends visitors to sign up, and holds members until their plan is known', () => {
    expect(planAction({ kind: 'visitor' }, 'gold', 'monthly')).toEqual({ kind: 'signUp', label: 'Start free trial' });
    expect(planAction({ kind: 'loading' }, 'gold', 'monthly').kind).toBe('wait');
  });

  it('starts Checkout for a member without a plan, whatever the card', () => {
    for (const tier of ['basic', 'gold', 'premium'] as const) {
      expect(planAction({ kind: 'member', billing: null }, tier, 'yearly')).toEqual({
        kind: 'checkout',
        label: 'Start free trial',
      });
    }
  });

  it("marks the member's own plan and sends every other change through the portal", () => {
    const member = { kind: 'member', billing: goldMonthly } as const;
    expect(planAction(member, 'gold', 'monthly')).toEqual({ kind: 'current', label: 'Manage in dashboard' });
    expect(planAction(member, 'gold', 'yearly')).toEqual({ kind: 'portal', label: 'Switch to yearly' });
    expect(planAction(member, 'premium', 'monthly')).toEqual({ kind: 'portal', label: 'Upgrade to Premium' });
    expect(planAction(member, 'basic', 'monthly')).toEqual({ kind: 'portal', label: 'Switch to Basic' });
  });
});

describe('isCurrentPlan and initialInterval', () => {
  it('match on tier and period together', () => {
    expect(isCurrentPlan(goldMonthly, 'gold', 'monthly')).toBe(true);
    expect(isCurrentPlan(goldMonthly, 'gold', 'yearly')).toBe(false);
    expect(isCurrentPlan(null, 'gold', 'monthly')).toBe(false);
  });

  it("open the toggle on the member's own period", () => {
    expect(initialInterval({ ...goldMonthly, planKey: 'gold_yearly', interval: 'yearly' })).toBe('yearly');
    expect(initialInterval(null)).toBe('monthly');
    expect(initialInterval(undefined)).toBe('monthly');
  });
});
