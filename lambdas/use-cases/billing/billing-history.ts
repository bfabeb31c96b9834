import { ONE_TIME_PRODUCTS, PLANS, type PlanKey, type ProductKey } from '#shared/billing/catalog.ts';

type Item = Record<string, unknown>;

export type BillingHistoryEntry = {
  kind: 'subscription' | 'purchase';
  description: string;
  amountCents: number;
  currency: string;
  status: string;
  date: string;
  periodStart: string | null;
  periodEnd: string | null;
};

/**
 * The member's billing history for the data export, from the invoice and
 * purchase items in their partition: plan or product, dates, amounts and
 * status. Card details are never stored, so they cannot appear.
 */
export function billingHistoryOf(items: readonly Item[]): BillingHistoryEntry[] {
  const invoices = items
    .filter((item) => item.entity === 'invoice')
    .map((invoice): BillingHistoryEntry => ({
      kind: 'subscription',
      description: invoice.planKey
        ? `${PLANS[invoice.planKey as PlanKey].productName} (${PLANS[invoice.planKey as PlanKey].interval})`
        : 'Subscription',
      amountCents: Number(invoice.status === 'paid' ? invoice.amountPaidCents : invoice.amountDueCents),
      currency: String(invoice.currency),
      status: String(invoice.status),
      date: String(invoice.createdAt),
      periodStart: (invoice.periodStart as string | null) ?? null,
      periodEnd: (invoice.periodEnd as string | null) ?? null,
    }));
  const purchases = items
    .filter((item) => item.entity === 'purchase')
    .map((purchase): BillingHistoryEntry => ({
      kind: 'purchase',
      description: ONE_TIME_PRODUCTS[purchase.product as ProductKey]?.name ?? String(purchase.product),
      amountCents: Number(purchase.amountCents),
      currency: String(purchase.currency),
      status: String(purchase.status),
      date: String(purchase.completedAt ?? purchase.createdAt),
      periodStart: null,
      periodEnd: null,
    }));
  return [...invoices, ...purchases].sort((a, b) => b.date.localeCompare(a.date));
}
