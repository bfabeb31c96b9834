/**
 * Subscriptions: created by Checkout, changed by the API or the portal, and
 * moved through trial end, renewals, dunning and cancellation by the test
 * clock. Event order is the one the app's billing consumer is built for:
 * creation emits customer.subscription.created, invoice.created, invoice.paid;
 * a renewal emits invoice.created, invoice.paid (or invoice.payment_failed),
 * then customer.subscription.updated.
 */
import { invalidRequest, resourceMissing } from '../errors';
import { newId } from '../ids';
import { previousAttributes } from '../previous-attributes';
import type { StripeStore } from '../store';
import { DAY_SECONDS, addInterval, nextBoundary } from '../time';
import type { Invoice, Metadata, MissingPaymentMethod, Price, Subscription, SubscriptionItem } from '../types';
import { intervalCountOf, intervalOf, planFromPrice, unitAmountOf } from './catalog';
import {
  attemptInvoicePayment,
  chargeablePaymentMethod,
  createInvoice,
  markInvoicePaid,
  subscriptionOfInvoice,
} from './invoices';

export const TRIAL_WILL_END_NOTICE_SECONDS = 3 * DAY_SECONDS;

/** How long an `incomplete` subscription waits for its first payment before it is `incomplete_expired`, as in Stripe. */
export const INCOMPLETE_EXPIRY_SECONDS = 23 * 60 * 60;

export const isLive = (subscription: Subscription) =>
  subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired';

export function findSubscription(store: StripeStore, id: string, param = 'id'): Subscription {
  if (!Object.hasOwn(store.state.subscriptions, id)) throw resourceMissing('subscription', id, param);
  return store.state.subscriptions[id];
}

export type NewSubscription = {
  customer: string;
  price: Price;
  quantity: number;
  trialPeriodDays: number | null;
  metadata: Metadata;
  /** null when Checkout collected none (`payment_method_collection: if_required` with a trial). */
  paymentMethod: string | null;
  missingPaymentMethod: MissingPaymentMethod;
  /**
   * How the first payment went: paid (or nothing due), waiting on 3D Secure,
   * or a delayed method still processing. The last two leave the subscription
   * `incomplete` with its first invoice open.
   */
  firstPayment: 'paid' | 'requires_action' | 'processing';
};

export function createSubscription(store: StripeStore, input: NewSubscription): Subscription {
  const { price } = input;
  const now = store.now();
  const trialEnd = input.trialPeriodDays ? now + input.trialPeriodDays * DAY_SECONDS : null;
  const periodEnd = trialEnd ?? addInterval(now, intervalOf(price), intervalCountOf(price));
  const id = newId('sub');
  const item: SubscriptionItem = {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: now,
    current_period_end: periodEnd,
    current_period_start: now,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planFromPrice(price),
    price: structuredClone(price),
    quantity: input.quantity,
    subscription: id,
    tax_rates: [],
  };
  const subscription: Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: trialEnd ?? now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: price.currency,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.paymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: [item],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: trialEnd ? 'trialing' : input.firstPayment === 'paid' ? 'active' : 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: input.missingPaymentMethod },
    },
    trial_start: trialEnd ? now : null,
  };
  const invoice = createInvoice(store, {
    subscription,
    reason: 'subscription_create',
    amount: trialEnd ? 0 : unitAmountOf(price) * input.quantity,
    linePeriod: { start: now, end: periodEnd },
    invoicePeriod: { start: now, end: now },
    trial: trialEnd !== null,
  });
  subscription.latest_invoice = invoice.id;
  store.state.subscriptions[id] = subscription;
  store.emit('customer.subscription.created', subscription);
  store.emit('invoice.created', invoice);
  // Checkout has just charged the card (or nothing is due in a trial).
  invoice.attempt_count = 1;
  invoice.attempted = true;
  invoice.default_payment_method = input.paymentMethod;
  if (trialEnd !== null || input.firstPayment === 'paid') markInvoicePaid(store, invoice);
  else if (input.firstPayment === 'requires_action') store.emit('invoice.payment_action_required', invoice);
  return subscription;
}

/** The first invoice of an `incomplete` subscription is paid: it becomes `active`. */
export function payFirstInvoice(store: StripeStore, subscription: Subscription, paymentMethod: string | null): void {
  const invoice = subscription.latest_invoice ? store.state.invoices[subscription.latest_invoice] : undefined;
  if (subscription.status !== 'incomplete' || invoice?.status !== 'open') return;
  invoice.default_payment_method = paymentMethod;
  if (paymentMethod) subscription.default_payment_method = paymentMethod;
  markInvoicePaid(store, invoice);
  moveStatus(store, subscription, 'active');
}

/**
 * 23 hours without a first payment: `incomplete_expired`, a terminal status;
 * the open first invoice is voided (invoice.voided) and nothing is billed again.
 */
export function expireIncomplete(store: StripeStore, subscription: Subscription): void {
  const now = store.now();
  for (const invoice of Object.values(store.state.invoices)) {
    if (subscriptionOfInvoice(invoice) !== subscription.id || invoice.status !== 'open') continue;
    invoice.status = 'void';
    invoice.next_payment_attempt = null;
    invoice.status_transitions.voided_at = now;
    delete store.state.hidden.delayedPayments[invoice.id];
    store.emit('invoice.voided', invoice);
  }
  const before = structuredClone(subscription) as Record<string, unknown>;
  subscription.status = 'incomplete_expired';
  subscription.ended_at = now;
  store.emit(
    'customer.subscription.updated',
    subscription,
    previousAttributes(before, subscription as Record<string, unknown>),
  );
}

export type SubscriptionChange = {
  /** items[0][id]: must name the subscription's item. */
  itemId?: string;
  price?: Price;
  cancelAtPeriodEnd?: boolean;
  metadata?: Metadata;
  defaultPaymentMethod?: string | null;
};

function setCancelAtPeriodEnd(store: StripeStore, subscription: Subscription, cancel: boolean): void {
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? subscription.items.data[0].current_period_end : null;
  subscription.canceled_at = cancel ? store.now() : null;
  subscription.cancellation_details = {
    comment: subscription.cancellation_details?.comment ?? null,
    feedback: subscription.cancellation_details?.feedback ?? null,
    feedback_option: subscription.cancellation_details?.feedback_option ?? null,
    reason: cancel ? 'cancellation_requested' : null,
  };
}

/**
 * A plan switch keeps the period unless the interval changes outside a
 * trial: then, as in Stripe, the billing cycle restarts now and the new
 * price is invoiced at once (billing_reason subscription_update). Prorations
 * are not computed: `proration_behavior` is accepted and ignored.
 */
export function updateSubscription(
  store: StripeStore,
  subscription: Subscription,
  change: SubscriptionChange,
): Subscription {
  const changesMoreThanMetadata =
    change.price !== undefined || change.cancelAtPeriodEnd !== undefined || change.defaultPaymentMethod !== undefined;
  if (!isLive(subscription) && changesMoreThanMetadata) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const item = subscription.items.data[0];
  if (change.itemId !== undefined && change.itemId !== item.id)
    throw resourceMissing('subscription_item', change.itemId, 'items[0][id]');
  const before = structuredClone(subscription) as Record<string, unknown>;
  let invoice: Invoice | undefined;
  if (change.price) {
    const price = change.price;
    if (!price.recurring) {
      throw invalidRequest(
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        { param: 'items[0][price]' },
      );
    }
    if (price.currency !== subscription.currency)
      throw invalidRequest('The price specified has a different currency from the subscription.', {
        param: 'items[0][price]',
      });
    const intervalChanged =
      intervalOf(price) !== intervalOf(item.price) || intervalCountOf(price) !== intervalCountOf(item.price);
    item.price = structuredClone(price);
    item.plan = planFromPrice(price);
    if (intervalChanged && subscription.status !== 'trialing') {
      const now = store.now();
      const end = addInterval(now, intervalOf(price), intervalCountOf(price));
      item.current_period_start = now;
      item.current_period_end = end;
      subscription.billing_cycle_anchor = now;
      invoice = createInvoice(store, {
        subscription,
        reason: 'subscription_update',
        amount: unitAmountOf(price) * (item.quantity ?? 1),
        linePeriod: { start: now, end },
        invoicePeriod: { start: now, end: now },
        trial: false,
      });
      subscription.latest_invoice = invoice.id;
    }
  }
  if (change.cancelAtPeriodEnd !== undefined && change.cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
    setCancelAtPeriodEnd(store, subscription, change.cancelAtPeriodEnd);
  }
  if (subscription.cancel_at_period_end) subscription.cancel_at = item.current_period_end;
  if (change.metadata) subscription.metadata = change.metadata;
  if (change.defaultPaymentMethod !== undefined) subscription.default_payment_method = change.defaultPaymentMethod;
  if (invoice) {
    store.emit('invoice.created', invoice);
    subscription.status = attemptInvoicePayment(store, invoice, subscription) ? 'active' : 'past_due';
  }
  const changed = previousAttributes(before, subscription as Record<string, unknown>);
  if (Object.keys(changed).length) store.emit('customer.subscription.updated', subscription, changed);
  return subscription;
}

/** Ends a subscription now: customer.subscription.deleted. Its open invoice is no longer retried. */
export function endSubscription(
  store: StripeStore,
  subscription: Subscription,
  reason: 'cancellation_requested' | 'payment_failed',
): Subscription {
  if (!isLive(subscription)) throw invalidRequest(`This subscription (${subscription.id}) has already been canceled.`);
  const now = store.now();
  subscription.status = 'canceled';
  subscription.ended_at = now;
  subscription.canceled_at ??= now;
  subscription.cancellation_details = {
    comment: subscription.cancellation_details?.comment ?? null,
    feedback: subscription.cancellation_details?.feedback ?? null,
    feedback_option: subscription.cancellation_details?.feedback_option ?? null,
    reason: subscription.cancellation_details?.reason ?? reason,
  };
  for (const invoice of Object.values(store.state.invoices)) {
    if (subscriptionOfInvoice(invoice) === subscription.id && invoice.status === 'open')
      invoice.next_payment_attempt = null;
  }
  store.emit('customer.subscription.deleted', subscription);
  return subscription;
}

/** Three days before a trial ends (or at once for shorter trials), as Stripe warns. */
export function sendTrialWillEnd(store: StripeStore, subscription: Subscription): void {
  store.state.hidden.trialWillEndSent[subscription.id] = subscription.trial_end ?? 0;
  store.emit('customer.subscription.trial_will_end', subscription);
}

/** When a trial or period ends: cancel if asked to, else start the next period and charge for it. */
export function reachPeriodEnd(store: StripeStore, subscription: Subscription): void {
  const now = store.now();
  if (subscription.cancel_at !== null && subscription.cancel_at <= now) {
    endSubscription(store, subscription, 'cancellation_requested');
    return;
  }
  if (subscription.status === 'trialing' && chargeablePaymentMethod(store, subscription) === null) {
    const behaviour = subscription.trial_settings?.end_behavior.missing_payment_method ?? 'create_invoice';
    if (behaviour === 'pause') return pauseAtTrialEnd(store, subscription);
    if (behaviour === 'cancel') {
      endSubscription(store, subscription, 'cancellation_requested');
      return;
    }
  }
  const item = subscription.items.data[0];
  const before = structuredClone(subscription) as Record<string, unknown>;
  const end = nextBoundary(subscription.billing_cycle_anchor, intervalOf(item.price), now, intervalCountOf(item.price));
  const invoice = createInvoice(store, {
    subscription,
    reason: 'subscription_cycle',
    amount: unitAmountOf(item.price) * (item.quantity ?? 1),
    linePeriod: { start: now, end },
    invoicePeriod: { start: item.current_period_start, end: item.current_period_end },
    trial: false,
  });
  item.current_period_start = now;
  item.current_period_end = end;
  subscription.latest_invoice = invoice.id;
  store.emit('invoice.created', invoice);
  subscription.status = attemptInvoicePayment(store, invoice, subscription) ? 'active' : 'past_due';
  store.emit(
    'customer.subscription.updated',
    subscription,
    previousAttributes(before, subscription as Record<string, unknown>),
  );
}

/**
 * A trial ends without a payment method and the subscription says `pause`:
 * no invoice, status `paused` (customer.subscription.updated, then
 * customer.subscription.paused). It waits there, billing nothing, until resumed.
 */
function pauseAtTrialEnd(store: StripeStore, subscription: Subscription): void {
  const before = structuredClone(subscription) as Record<string, unknown>;
  subscription.status = 'paused';
  store.emit(
    'customer.subscription.updated',
    subscription,
    previousAttributes(before, subscription as Record<string, unknown>),
  );
  store.emit('customer.subscription.paused', subscription);
}

/**
 * `POST /v1/subscriptions/:id/resume` (billing_cycle_anchor=now, Stripe's
 * default): a new period starts now and its invoice is charged at once. Paid:
 * `active`; declined (or no payment method yet): `past_due`, retried as any
 * renewal. customer.subscription.resumed, then customer.subscription.updated.
 */
export function resumeSubscription(store: StripeStore, subscription: Subscription): Subscription {
  if (subscription.status !== 'paused')
    throw invalidRequest(`Only a paused subscription can be resumed; this one is ${subscription.status}.`);
  const now = store.now();
  const item = subscription.items.data[0];
  const before = structuredClone(subscription) as Record<string, unknown>;
  const end = addInterval(now, intervalOf(item.price), intervalCountOf(item.price));
  item.current_period_start = now;
  item.current_period_end = end;
  subscription.billing_cycle_anchor = now;
  const invoice = createInvoice(store, {
    subscription,
    reason: 'subscription_update',
    amount: unitAmountOf(item.price) * (item.quantity ?? 1),
    linePeriod: { start: now, end },
    invoicePeriod: { start: now, end: now },
    trial: false,
  });
  subscription.latest_invoice = invoice.id;
  store.emit('invoice.created', invoice);
  subscription.status = attemptInvoicePayment(store, invoice, subscription) ? 'active' : 'past_due';
  store.emit('customer.subscription.resumed', subscription);
  store.emit(
    'customer.subscription.updated',
    subscription,
    previousAttributes(before, subscription as Record<string, unknown>),
  );
  return subscription;
}

/** A status change on its own: customer.subscription.updated with the old status, none if unchanged. */
function moveStatus(store: StripeStore, subscription: Subscription, status: Subscription['status']): void {
  if (subscription.status === status) return;
  const before = structuredClone(subscription) as Record<string, unknown>;
  subscription.status = status;
  store.emit(
    'customer.subscription.updated',
    subscription,
    previousAttributes(before, subscription as Record<string, unknown>),
  );
}

/**
 * A scheduled retry of a failed invoice: paid → active again. The last
 * failure does what the account's settings say: cancel the subscription,
 * mark it `unpaid` (it stays and is not retried again), or leave it `past_due`.
 */
export function retryInvoice(store: StripeStore, invoice: Invoice): void {
  const subscriptionId = subscriptionOfInvoice(invoice);
  const subscription = subscriptionId ? store.state.subscriptions[subscriptionId] : undefined;
  if (!subscription || !isLive(subscription)) {
    invoice.next_payment_attempt = null;
    return;
  }
  if (attemptInvoicePayment(store, invoice, subscription)) {
    moveStatus(store, subscription, 'active');
  } else if (invoice.next_payment_attempt === null) {
    const outcome = store.state.settings.afterFinalRetry;
    if (outcome === 'cancel') endSubscription(store, subscription, 'payment_failed');
    else if (outcome === 'unpaid') moveStatus(store, subscription, 'unpaid');
  }
}
