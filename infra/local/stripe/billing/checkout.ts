/**
 * Checkout Sessions: created by the API, paid on the hosted page (or by
 * admin.pay), expired after 24 hours. Success emits, in order:
 * - subscription mode: customer.subscription.created, invoice.created,
 *   invoice.paid, checkout.session.completed (customer.created first when
 *   Checkout had to create the customer);
 * - payment mode: payment_intent.succeeded, charge.succeeded,
 *   checkout.session.completed.
 */
import { invalidRequest, resourceMissing } from '../errors';
import { newId } from '../ids';
import type { StripeStore } from '../store';
import { DAY_SECONDS } from '../time';
import type { CheckoutDetails, CheckoutSession, Metadata, MissingPaymentMethod, Price } from '../types';
import { unitAmountOf } from './catalog';
import { createCustomer, liveCustomer } from './customers';
import { cancelPaymentIntent, chargePaymentIntent, createCardPaymentMethod, createPaymentIntent } from './payments';
import { subscriptionOfInvoice } from './invoices';
import { createSubscription, payFirstInvoice } from './subscriptions';
import {
  DELAYED_SETTLEMENT_SECONDS,
  firstPaymentOutcome,
  firstUseDecline,
  readCard,
  type Card,
  type CardDecline,
  type CardForm,
} from './test-cards';

const SESSION_LIFETIME_SECONDS = DAY_SECONDS;

export type NewCheckoutSession = {
  mode: 'subscription' | 'payment';
  priceId: string;
  quantity: number;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Metadata;
  successUrl: string | null;
  cancelUrl: string | null;
  trialPeriodDays: number | null;
  subscriptionMetadata: Metadata;
  paymentIntentMetadata: Metadata;
  paymentMethodCollection: 'always' | 'if_required' | null;
  missingPaymentMethod: MissingPaymentMethod | null;
};

/** The customer did not complete 3D Secure: Stripe's answer on the page, and the session stays open. */
const AUTHENTICATION_FAILED: CardDecline = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export function findCheckoutSession(store: StripeStore, id: string, param = 'id'): CheckoutSession {
  if (!Object.hasOwn(store.state.checkoutSessions, id)) throw resourceMissing('checkout.session', id, param);
  return store.state.checkoutSessions[id];
}

export function checkoutDetails(
  store: StripeStore,
  session: CheckoutSession,
): { details: CheckoutDetails; price: Price } {
  const details = store.state.hidden.checkout[session.id];
  return { details, price: store.state.prices[details.priceId] };
}

export function createCheckoutSession(store: StripeStore, input: NewCheckoutSession): CheckoutSession {
  if (!Object.hasOwn(store.state.prices, input.priceId))
    throw resourceMissing('price', input.priceId, 'line_items[0][price]');
  const price = store.state.prices[input.priceId];
  if (!price.active)
    throw invalidRequest(`The price \`${price.id}\` is not active.`, { param: 'line_items[0][price]' });
  if (input.mode === 'subscription' && !price.recurring) {
    throw invalidRequest('You must provide at least one recurring price in `subscription` mode when using prices.', {
      param: 'line_items[0][price]',
    });
  }
  if (input.mode === 'payment' && price.recurring) {
    throw invalidRequest(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      { param: 'line_items[0][price]' },
    );
  }
  if (input.customer) liveCustomer(store, input.customer, 'customer');
  if (input.mode === 'payment' && input.trialPeriodDays) {
    throw invalidRequest('You can not pass `subscription_data` in `payment` mode.', { param: 'subscription_data' });
  }
  const now = store.now();
  const id = newId('cs_test');
  const trial = input.mode === 'subscription' && input.trialPeriodDays !== null;
  const amount = trial ? 0 : unitAmountOf(price) * input.quantity;
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency: price.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customer ? null : input.mode === 'subscription' ? 'always' : 'if_required',
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: now + SESSION_LIFETIME_SECONDS,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.mode === 'subscription' ? (input.paymentMethodCollection ?? 'always') : null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    // A subscription can also be paid by SEPA Direct Debit, a delayed method (the test IBANs).
    payment_method_types: input.mode === 'subscription' ? ['card', 'sepa_debit'] : ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${store.publicUrl}/checkout/${id}`,
    wallet_options: null,
  };
  store.state.checkoutSessions[id] = session;
  store.state.hidden.checkout[id] = {
    lineItemId: newId('li'),
    priceId: price.id,
    quantity: input.quantity,
    trialPeriodDays: trial ? input.trialPeriodDays : null,
    missingPaymentMethod: input.missingPaymentMethod ?? 'create_invoice',
    subscriptionMetadata: input.subscriptionMetadata,
    paymentIntentMetadata: input.paymentIntentMetadata,
  };
  return session;
}

/** The session's line items, as `GET /v1/checkout/sessions/:id/line_items` and `expand[]=line_items` show them. */
export function checkoutLineItems(store: StripeStore, session: CheckoutSession) {
  const { details, price } = checkoutDetails(store, session);
  const product = store.state.products[price.product];
  const amount = unitAmountOf(price) * details.quantity;
  return {
    object: 'list' as const,
    has_more: false,
    url: `/v1/checkout/sessions/${session.id}/line_items`,
    data: [
      {
        id: details.lineItemId,
        object: 'item',
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price.currency,
        description: product?.name ?? '',
        price,
        quantity: details.quantity,
      },
    ],
  };
}

export function expireCheckoutSession(store: StripeStore, session: CheckoutSession): CheckoutSession {
  if (session.status !== 'open')
    throw invalidRequest(
      `Only Checkout Sessions with a status of \`open\` can be expired. This session has a status of \`${session.status}\`.`,
    );
  session.status = 'expired';
  session.url = null;
  if (session.payment_intent)
    cancelPaymentIntent(store, store.state.paymentIntents[session.payment_intent], 'abandoned');
  store.emit('checkout.session.expired', session);
  return session;
}

/** Sessions expire on the test clock; the page and pay check lazily, the clock sweeps. */
export function expireIfDue(store: StripeStore, session: CheckoutSession): void {
  if (session.status === 'open' && store.now() >= session.expires_at) expireCheckoutSession(store, session);
}

export type PayResult = { ok: true; session: CheckoutSession; redirectUrl: string } | { ok: false; error: CardDecline };

function complete(
  store: StripeStore,
  session: CheckoutSession,
  name: string | null,
  paymentStatus: CheckoutSession['payment_status'],
): PayResult {
  session.status = 'complete';
  session.payment_status = paymentStatus;
  session.url = null;
  const email = session.customer
    ? (liveCustomer(store, session.customer).email ?? session.customer_email)
    : session.customer_email;
  session.customer_details = {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  store.emit('checkout.session.completed', session);
  const redirectUrl = session.success_url
    ? session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id)
    : `${store.publicUrl}/checkout/${session.id}`;
  return { ok: true, session, redirectUrl };
}

/**
 * Subscription mode. A card that needs 3D Secure (which the customer does not
 * complete) leaves an `incomplete` subscription and the session open: paying
 * again on the page pays that subscription's first invoice. A delayed method
 * completes the session `unpaid` with the subscription `incomplete` until the
 * debit settles (settleDelayedPayment). `card` is null when Checkout collected
 * no payment method (`payment_method_collection: if_required`, nothing due).
 */
function paySubscription(store: StripeStore, session: CheckoutSession, card: Card | null): PayResult {
  const decline = card ? firstUseDecline(card) : undefined;
  if (decline) return { ok: false, error: decline };
  const { details, price } = checkoutDetails(store, session);
  const customer = session.customer
    ? liveCustomer(store, session.customer, 'customer')
    : createCustomer(store, { email: session.customer_email, name: card?.name ?? null });
  session.customer = customer.id;
  const paymentMethod = card
    ? createCardPaymentMethod(store, card, { customer: customer.id, email: customer.email })
    : null;
  const outcome = card && !details.trialPeriodDays ? firstPaymentOutcome(card) : 'paid';
  const waiting = details.incompleteSubscription
    ? store.state.subscriptions[details.incompleteSubscription]
    : undefined;
  let subscription = waiting?.status === 'incomplete' ? waiting : undefined;
  if (subscription) {
    if (outcome === 'requires_action') return { ok: false, error: AUTHENTICATION_FAILED };
    if (subscription.latest_invoice) {
      store.state.invoices[subscription.latest_invoice].default_payment_method = paymentMethod?.id ?? null;
    }
    if (outcome === 'paid') payFirstInvoice(store, subscription, paymentMethod?.id ?? null);
  } else {
    subscription = createSubscription(store, {
      customer: customer.id,
      price,
      quantity: details.quantity,
      trialPeriodDays: details.trialPeriodDays,
      metadata: { ...details.subscriptionMetadata },
      paymentMethod: paymentMethod?.id ?? null,
      missingPaymentMethod: details.missingPaymentMethod,
      firstPayment: outcome === 'paid' || outcome === 'requires_action' ? outcome : 'processing',
    });
    if (outcome === 'requires_action') {
      details.incompleteSubscription = subscription.id;
      return { ok: false, error: AUTHENTICATION_FAILED };
    }
  }
  session.subscription = subscription.id;
  if (outcome === 'processing_then_succeeds' || outcome === 'processing_then_fails') {
    if (subscription.latest_invoice) {
      store.state.hidden.delayedPayments[subscription.latest_invoice] = {
        settlesAt: store.now() + DELAYED_SETTLEMENT_SECONDS,
        succeeds: outcome === 'processing_then_succeeds',
        checkoutSession: session.id,
      };
    }
    return complete(store, session, card?.name ?? null, 'unpaid');
  }
  return complete(store, session, card?.name ?? null, details.trialPeriodDays ? 'no_payment_required' : 'paid');
}

/**
 * A delayed first payment settles: paid, the subscription becomes `active`
 * and the session `paid` (checkout.session.async_payment_succeeded); failed,
 * invoice.payment_failed and checkout.session.async_payment_failed, and the
 * subscription stays `incomplete` until it expires.
 */
export function settleDelayedPayment(store: StripeStore, invoiceId: string): void {
  const pending = store.state.hidden.delayedPayments[invoiceId];
  delete store.state.hidden.delayedPayments[invoiceId];
  const invoice = store.state.invoices[invoiceId];
  const subscriptionId = subscriptionOfInvoice(invoice);
  const subscription = subscriptionId ? store.state.subscriptions[subscriptionId] : undefined;
  const session = pending.checkoutSession ? store.state.checkoutSessions[pending.checkoutSession] : undefined;
  if (pending.succeeds) {
    if (subscription) payFirstInvoice(store, subscription, invoice.default_payment_method);
    if (session) {
      session.payment_status = 'paid';
      store.emit('checkout.session.async_payment_succeeded', session);
    }
    return;
  }
  invoice.next_payment_attempt = null;
  store.emit('invoice.payment_failed', invoice);
  if (session) store.emit('checkout.session.async_payment_failed', session);
}

function payOnce(store: StripeStore, session: CheckoutSession, card: Card): PayResult {
  const { details, price } = checkoutDetails(store, session);
  if (session.customer) liveCustomer(store, session.customer, 'customer');
  const paymentIntent = session.payment_intent
    ? store.state.paymentIntents[session.payment_intent]
    : createPaymentIntent(store, {
        amount: session.amount_total ?? 0,
        currency: session.currency ?? price.currency,
        customer: session.customer,
        metadata: { ...details.paymentIntentMetadata },
        description: store.state.products[price.product]?.name ?? null,
      });
  session.payment_intent = paymentIntent.id;
  if (card.kind !== 'card') {
    // One-time purchases take cards only (the session's payment_method_types).
    return {
      ok: false,
      error: { type: 'card_error', code: 'payment_method_not_available', message: 'Pay with a card.' },
    };
  }
  const paymentMethod = createCardPaymentMethod(store, card, { customer: null, email: session.customer_email });
  const decline = firstUseDecline(card);
  chargePaymentIntent(store, paymentIntent, paymentMethod, decline);
  if (decline) return { ok: false, error: decline };
  return complete(store, session, card.name, 'paid');
}

/**
 * What the hosted page's form does. A refused card leaves the session open
 * (a payment-mode decline also records the failed charge, as Stripe does).
 */
export function payCheckoutSession(store: StripeStore, sessionId: string, form: CardForm): PayResult {
  const session = findCheckoutSession(store, sessionId);
  expireIfDue(store, session);
  if (session.status !== 'open') {
    throw invalidRequest(
      session.status === 'complete'
        ? 'This Checkout Session is already complete.'
        : 'This Checkout Session has expired.',
    );
  }
  // With payment_method_collection=if_required and nothing due now, Checkout asks for no payment method.
  const optional = session.payment_method_collection === 'if_required' && session.amount_total === 0;
  if (optional && form.number.trim() === '') return paySubscription(store, session, null);
  const read = readCard(form, store.now());
  if ('error' in read) return { ok: false, error: read.error };
  return session.mode === 'subscription'
    ? paySubscription(store, session, read.card)
    : payOnce(store, session, read.card);
}
