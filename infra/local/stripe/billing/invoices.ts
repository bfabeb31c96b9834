/**
 * Subscription invoices and their payment. A renewal charges the
 * subscription's card off-session; a decline leaves the invoice open with
 * `next_payment_attempt` set, which the test clock picks up as a retry.
 */
import { newId } from '../ids';
import type { StripeStore } from '../store';
import type { BillingReason, Customer, Invoice, Subscription } from '../types';
import { unitAmountOf } from './catalog';
import { RETRY_DELAYS_SECONDS, laterChargeDecline } from './test-cards';

/** The subscription a subscription invoice bills (every local invoice is one). */
export const subscriptionOfInvoice = (invoice: Invoice): string | null =>
  invoice.parent?.subscription_details?.subscription ?? null;

function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export type NewInvoice = {
  subscription: Subscription;
  reason: BillingReason;
  amount: number;
  /** The service period the line pays for. */
  linePeriod: { start: number; end: number };
  /**
   * The invoice's own period_start/period_end. Stripe sets both to the creation
   * time on a subscription's first invoice, and to the period that just ended
   * on renewals; entitlement belongs to the line's period.
   */
  invoicePeriod: { start: number; end: number };
  trial: boolean;
};

/** Creates an open (finalized) invoice; the caller emits invoice.created when its story wants it. */
export function createInvoice(store: StripeStore, input: NewInvoice): Invoice {
  const { subscription } = input;
  const item = subscription.items.data[0];
  const product = store.state.products[item.price.product];
  const customer = store.state.customers[subscription.customer] as Customer | undefined;
  const now = store.now();
  const id = newId('in');
  store.state.hidden.invoiceCounter += 1;
  const interval = item.price.recurring?.interval ?? 'month';
  const description = input.trial
    ? `Trial period for ${product?.name ?? 'subscription'}`
    : `${item.quantity} × ${product?.name ?? 'subscription'} (at ${formatDollars(unitAmountOf(item.price))} / ${interval})`;
  const invoice: Invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Kindred (local test mode)',
    account_tax_ids: null,
    application: null,
    automatically_finalizes_at: null,
    custom_fields: null,
    customer_account: null,
    customer_address: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_source: null,
    default_tax_rates: [],
    footer: null,
    from_invoice: null,
    latest_revision: null,
    on_behalf_of: null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    statement_descriptor: null,
    test_clock: null,
    total_discount_amounts: [],
    total_pretax_credit_amounts: [],
    total_taxes: [],
    amount_due: input.amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: input.amount,
    amount_shipping: 0,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    billing_reason: input.reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: item.price.currency,
    customer: subscription.customer,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    default_payment_method: null,
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          amount: input.amount,
          currency: item.price.currency,
          description,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          invoice: id,
          livemode: false,
          metadata: {},
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: subscription.id,
              subscription_item: item.id,
            },
          },
          period: { ...input.linePeriod },
          // API 'endive' names the price only here, by id: the line has no `price` object any more.
          pricing: {
            type: 'price_details',
            price_details: { price: item.price.id, product: item.price.product },
            unit_amount_decimal: String(unitAmountOf(item.price)),
          },
          pretax_credit_amounts: [],
          quantity: item.quantity ?? 1,
          quantity_decimal: String(item.quantity ?? 1),
          subscription: subscription.id,
          subtotal: input.amount,
          taxes: [],
        },
      ],
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: customer
      ? `${customer.invoice_prefix}-${String(store.state.hidden.invoiceCounter).padStart(4, '0')}`
      : null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    period_start: input.invoicePeriod.start,
    period_end: input.invoicePeriod.end,
    starting_balance: 0,
    status: 'open',
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: input.amount,
    subtotal_excluding_tax: input.amount,
    total: input.amount,
    total_excluding_tax: input.amount,
    webhooks_delivered_at: null,
  };
  store.state.invoices[id] = invoice;
  return invoice;
}

export function markInvoicePaid(store: StripeStore, invoice: Invoice): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = store.now();
  store.emit('invoice.paid', invoice);
}

/** The card a subscription's invoices charge: its own default, else the customer's. */
export function chargeablePaymentMethod(store: StripeStore, subscription: Subscription): string | null {
  const customer = store.state.customers[subscription.customer] as Customer | undefined;
  return subscription.default_payment_method ?? customer?.invoice_settings?.default_payment_method ?? null;
}

/**
 * One off-session attempt to collect an open invoice. Paid: invoice.paid.
 * Declined: invoice.payment_failed, and the next retry scheduled (none after
 * the last). Returns whether it was paid.
 */
export function attemptInvoicePayment(store: StripeStore, invoice: Invoice, subscription: Subscription): boolean {
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (invoice.amount_due === 0) {
    markInvoicePaid(store, invoice);
    return true;
  }
  const paymentMethod = chargeablePaymentMethod(store, subscription);
  const decline = laterChargeDecline(paymentMethod ? store.state.hidden.cardNumbers[paymentMethod] : undefined);
  if (!decline) {
    invoice.default_payment_method = paymentMethod;
    markInvoicePaid(store, invoice);
    return true;
  }
  const delay = RETRY_DELAYS_SECONDS[invoice.attempt_count - 1];
  invoice.next_payment_attempt = delay === undefined ? null : store.now() + delay;
  store.emit('invoice.payment_failed', invoice);
  return false;
}
