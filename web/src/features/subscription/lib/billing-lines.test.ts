import { describe, expect, it } from 'vitest';
import type { BillingSummary } from '#shared/billing/entitlement.ts';
import { billingLines, formatBillingDate, perDay, perMonth, planLine } from './billing-lines';

const base: BillingSummary = {
  planKey: 'gold_monthly',
  planName: 'Gold',
  status: 'active',
  interval: 'monthly',
  trialEndsAt: null,
  renewsAt: '2026-12-23T15:00:00.000Z',
  endsAt: null,
  attention: null,
};

describe('formatBillingDate', () => {
  it('writes a short English date in the given time zone', () => {
    expect(formatBillingDate('2026-12-23T15:00:00.000Z', 'UTC')).toBe('Dec 23, 2026');
    // Late evening in New York is already the next day in UTC: the member's own day counts.
    expect(formatBillingDate('2026-12-24T02:00:00.000Z', 'America/New_York')).toBe('Dec 23, 2026');
  });
});

describe('billingLines', () => {
  it('says when an active plan renews', () => {
    expect(billingLines(base, 'UTC')).toEqual([{ kind: 'renews', text: 'Renews on Dec 23, 2026' }]);
  });

  it('says when a trial ends, without repeating the same date as a renewal', () => {
    const trialing = { ...base, status: 'trialing', trialEndsAt: base.renewsAt };
    expect(billingLines(trialing, 'UTC')).toEqual([{ kind: 'trial', text: 'Trial ends Dec 23, 2026' }]);
  });

  it('shows a renewal after a trial when the dates differ', () => {
    const trialing = { ...base, status: 'trialing', trialEndsAt: '2026-11-23T15:00:00.000Z' };
    expect(billingLines(trialing, 'UTC').map((line) => line.text)).toEqual([
      'Trial ends Nov 23, 2026',
      'Renews on Dec 23, 2026',
    ]);
  });

  it('says when a plan canceled at period end stops, and nothing about renewing', () => {
    const canceled = { ...base, renewsAt: null, endsAt: '2027-01-05T12:00:00.000Z' };
    expect(billingLines(canceled, 'UTC')).toEqual([{ kind: 'ends', text: 'Ends on Jan 5, 2027' }]);
    const canceledTrial = { ...canceled, status: 'trialing', trialEndsAt: '2027-01-05T12:00:00.000Z' };
    expect(billingLines(canceledTrial, 'UTC').map((line) => line.text)).toEqual([
      'Trial ends Jan 5, 2027',
      'Ends on Jan 5, 2027',
    ]);
  });
});

describe('plan and feature wording', () => {
  it('names the plan and its period', () => {
    expect(planLine(base)).toBe('Gold · Monthly');
    expect(planLine({ ...base, planName: 'Premium', interval: 'yearly' })).toBe('Premium · Yearly');
  });

  it('reads 999 and null as Unlimited', () => {
    expect(perDay(5)).toBe('5/day');
    expect(perDay(null)).toBe('Unlimited');
    expect(perDay(20, true)).toBe('Unlimited');
    expect(perDay(999)).toBe('Unlimited');
    expect(perMonth(1)).toBe('1/month');
    expect(perMonth(0)).toBe('None');
    expect(perMonth(999)).toBe('Unlimited');
  });
});
