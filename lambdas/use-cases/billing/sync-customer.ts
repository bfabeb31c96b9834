import type Stripe from 'stripe';
import { planByLookupKey, type PlanKey } from '#shared/billing/catalog.ts';
import { pickSubscriptionEntitlement } from '#shared/billing/entitlement.ts';
import { memberOfCustomer } from '../../db/billing-customers';
import { isDeepStrictEqual } from 'node:util';
import { getEntitlements, writeSubscriptionEntitlement, type EntitlementWrite } from '../../db/entitlements';
import { saveInvoice, type InvoiceRecord } from '../../db/invoices';
import { logger } from '../../lib/logger';

export type SyncOutcome = EntitlementWrite | 'unchanged' | 'unknownCustomer';

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

const isMissing = (error: unknown) =>
  (error as { code?: string }).code === 'resource_missing' || (error as { statusCode?: number }).statusCode === 404;

/**
 * Brings a customer's entitlement and billing history in line with Stripe,
 * read fresh from Stripe rather than from an event's payload: whatever order
 * events arrive in, and however often, the last sync leaves what Stripe says
 * now (docs/decisions/0014-payments.md). The read time orders writers, so a
 * slow sync with older data cannot overwrite a newer one.
 */
export async function syncCustomer(stripe: Stripe, customerId: string): Promise<SyncOutcome> {
  const memberId = await memberOfCustomer(customerId);
  if (!memberId) {
    logger.warn('Stripe customer is not ours (or the member was deleted); nothing written', { customerId });
    return 'unknownCustomer';
  }
  const syncedAt = Date.now();
  let subscriptions: Stripe.Subscription[] = [];
  let invoices: Stripe.Invoice[] = [];
  try {
    [subscriptions, invoices] = await Promise.all([
      stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }).then((page) => page.data),
      stripe.invoices.list({ customer: customerId, limit: 24 }).then((page) => page.data),
    ]);
  } catch (error) {
    // A deleted customer has nothing to grant.
    if (!isMissing(error)) throw error;
  }
  const entitlement = pickSubscriptionEntitlement(subscriptions);
  // Several events of one checkout each sync the same state: write only a change, so the entitlement
  // version (which swipes check) moves only when the tier or plan does.
  const stored = await getEntitlements(memberId);
  const outcome = isDeepStrictEqual(stored.subscription ?? null, entitlement)
    ? 'unchanged'
    : await writeSubscriptionEntitlement(memberId, entitlement, syncedAt);
  if (outcome === 'noMember') return outcome;
  const planOfPrice = await plansOfInvoicePrices(stripe, subscriptions, invoices);
  await Promise.all(invoices.map((invoice) => saveInvoice(memberId, invoiceRecordOf(invoice, planOfPrice), syncedAt)));
  logger.info('Subscription synced from Stripe', {
    memberId,
    customerId,
    status: entitlement?.status ?? 'none',
    tier: entitlement?.tier ?? 'free',
    outcome,
  });
  return outcome;
}

/** The price an invoice line bills: API 'endive' names it only under `pricing.price_details`, by id unless expanded. */
export function priceOfLine(line: Stripe.InvoiceLineItem | undefined): string | Stripe.Price | null {
  return line?.pricing?.price_details?.price ?? null;
}

const priceIdOf = (price: string | Stripe.Price) => (typeof price === 'string' ? price : price.id);

/**
 * The plan of every price the invoices bill, by price id. The customer's
 * subscriptions name most of them; a price no current subscription carries
 * (a plan switched away from, a subscription gone) is read from Stripe once,
 * so an old invoice still shows the plan it was for.
 */
export async function plansOfInvoicePrices(
  stripe: Stripe,
  subscriptions: readonly Stripe.Subscription[],
  invoices: readonly Stripe.Invoice[],
): Promise<Map<string, PlanKey | null>> {
  const plans = new Map<string, PlanKey | null>();
  const remember = (price: Stripe.Price) => plans.set(price.id, planByLookupKey(price.lookup_key)?.key ?? null);
  for (const subscription of subscriptions) for (const item of subscription.items.data) remember(item.price);
  const missing = new Set<string>();
  for (const invoice of invoices) {
    const price = priceOfLine(invoice.lines?.data?.[0]);
    if (price === null) continue;
    if (typeof price !== 'string') remember(price);
    else if (!plans.has(price)) missing.add(price);
  }
  await Promise.all(
    [...missing].map(async (id) => {
      try {
        remember(await stripe.prices.retrieve(id));
      } catch (error) {
        // A deleted price still bills nothing we can name: the invoice keeps no plan.
        if (!isMissing(error)) throw error;
        plans.set(id, null);
      }
    }),
  );
  return plans;
}

/** The plan an invoice line was for, from its price (see `plansOfInvoicePrices`). */
export function planOfLine(
  line: Stripe.InvoiceLineItem | undefined,
  planOfPrice: ReadonlyMap<string, PlanKey | null>,
): PlanKey | null {
  const price = priceOfLine(line);
  return price === null ? null : (planOfPrice.get(priceIdOf(price)) ?? null);
}

function invoiceRecordOf(invoice: Stripe.Invoice, planOfPrice: ReadonlyMap<string, PlanKey | null>): InvoiceRecord {
  return {
    invoiceId: invoice.id!,
    planKey: planOfLine(invoice.lines?.data?.[0], planOfPrice),
    status: invoice.status ?? 'draft',
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    periodStart: iso(invoice.lines?.data?.[0]?.period?.start ?? invoice.period_start),
    periodEnd: iso(invoice.lines?.data?.[0]?.period?.end ?? invoice.period_end),
    billingReason: invoice.billing_reason ?? null,
    createdAt: iso(invoice.created)!,
  };
}
