/**
 * What the subscription card says about a paid plan (core spec "States and
 * transitions": Free or Active with the tier; ours: the plan's dates and a
 * failed renewal), as plain lines, so the wording is tested without rendering.
 */
import type { BillingSummary } from '#shared/billing/entitlement.ts';
import { INTERVAL_LABELS } from '#web/lib/plans.ts';

/** 'Dec 23, 2026', in the member's time zone (or the one given, for tests). English, like the rest of the app. */
export function formatBillingDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

/** 'Gold · Monthly'. */
export function planLine(billing: BillingSummary): string {
  return `${billing.planName} · ${INTERVAL_LABELS[billing.interval]}`;
}

export type BillingLine = { kind: 'trial' | 'renews' | 'ends'; text: string };

/**
 * The dates that matter, in order. During a trial the first charge falls on
 * the day the trial ends, so 'Renews on' would repeat the same date; it is
 * shown only when it differs. A plan canceled at period end says when it ends
 * instead.
 */
export function billingLines(billing: BillingSummary, timeZone?: string): BillingLine[] {
  const date = (iso: string) => formatBillingDate(iso, timeZone);
  const lines: BillingLine[] = [];
  if (billing.trialEndsAt) lines.push({ kind: 'trial', text: `Trial ends ${date(billing.trialEndsAt)}` });
  if (billing.endsAt) {
    lines.push({ kind: 'ends', text: `Ends on ${date(billing.endsAt)}` });
  } else if (billing.renewsAt && !(billing.trialEndsAt && date(billing.trialEndsAt) === date(billing.renewsAt))) {
    lines.push({ kind: 'renews', text: `Renews on ${date(billing.renewsAt)}` });
  }
  return lines;
}

/**
 * The feature rows: '20/day', 'Unlimited', '1/month' (core spec "Business constants and limits"; 999 reads Unlimited).
 */
export function perDay(count: number | null, unlimited = false): string {
  return unlimited || count === null || count >= 999 ? 'Unlimited' : `${count}/day`;
}

export function perMonth(count: number): string {
  if (count >= 999) return 'Unlimited';
  return count > 0 ? `${count}/month` : 'None';
}
