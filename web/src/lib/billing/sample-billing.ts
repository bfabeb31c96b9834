import type { BillingSummary } from '#shared/billing/entitlement.ts';

/** For tests of the billing screens: a Gold monthly plan in its free trial, renewing when the trial ends. */
export const GOLD_MONTHLY_TRIAL: BillingSummary = {
  planKey: 'gold_monthly',
  planName: 'Gold',
  status: 'trialing',
  interval: 'monthly',
  trialEndsAt: '2026-12-23T10:00:00.000Z',
  renewsAt: '2026-12-23T10:00:00.000Z',
  endsAt: null,
  attention: null,
};
