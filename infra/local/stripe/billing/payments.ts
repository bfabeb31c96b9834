/** Cards, PaymentIntents, Charges and Refunds: what a one-time purchase leaves behind. */
import { invalidRequest, resourceMissing } from '../errors';
import { newId, randomToken } from '../ids';
import { trackChanges } from '../previous-attributes';
import type { StripeStore } from '../store';
import type { CardDetails, Charge, ChargeCardDetails, Metadata, PaymentIntent, PaymentMethod, Refund } from '../types';
import type { Card, CardDecline } from './test-cards';

function cardDetails(card: Card): CardDetails {
  return {
    brand: card.brand,
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    country: 'US',
    display_brand: card.brand,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    // Same card, same fingerprint, as in Stripe.
    fingerprint: Buffer.from(card.number).toString('base64url').slice(-16),
    funding: 'credit',
    generated_from: null,
    last4: card.last4,
    networks: { available: [card.brand], preferred: null },
    regulated_status: 'unregulated',
    three_d_secure_usage: { supported: true },
    wallet: null,
  };
}

/** The card as a charge records it: the payment method's card and what the network said. */
function chargeCardDetails(paymentMethod: PaymentMethod): ChargeCardDetails {
  const card = paymentMethod.card;
  if (!card) throw new Error(`payment method ${paymentMethod.id} is not a card`);
  return {
    amount_authorized: null,
    authorization_code: null,
    brand: card.brand,
    checks: card.checks,
    country: card.country,
    electronic_commerce_indicator: null,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    fingerprint: card.fingerprint,
    funding: card.funding,
    installments: null,
    last4: card.last4,
    mandate: null,
    network: card.brand,
    network_transaction_id: null,
    regulated_status: card.regulated_status,
    three_d_secure: null,
    transaction_link_id: null,
    wallet: null,
  };
}

/**
 * A card, or a SEPA Direct Debit account given by a test IBAN, as a payment
 * method; the number is kept hidden to decide later charges.
 */
export function createCardPaymentMethod(
  store: StripeStore,
  card: Card,
  owner: { customer: string | null; email: string | null },
): PaymentMethod {
  const paymentMethod: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'always',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: owner.email,
      name: card.name,
      phone: null,
      tax_id: null,
    },
    ...(card.kind === 'card'
      ? { type: 'card', card: cardDetails(card) }
      : {
          type: 'sepa_debit',
          sepa_debit: {
            bank_code: card.number.slice(4, 12),
            branch_code: '',
            country: card.number.slice(0, 2),
            fingerprint: Buffer.from(card.number).toString('base64url').slice(-16),
            generated_from: { charge: null, setup_attempt: null },
            last4: card.last4,
          },
        }),
    created: store.now(),
    customer: owner.customer,
    customer_account: null,
    livemode: false,
    metadata: {},
  };
  store.state.paymentMethods[paymentMethod.id] = paymentMethod;
  store.state.hidden.cardNumbers[paymentMethod.id] = card.number;
  return paymentMethod;
}

export function createPaymentIntent(
  store: StripeStore,
  input: { amount: number; currency: string; customer: string | null; metadata: Metadata; description?: string | null },
): PaymentIntent {
  const id = newId('pi');
  const paymentIntent: PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: ['card'],
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created: store.now(),
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_group: null,
  };
  store.state.paymentIntents[id] = paymentIntent;
  return paymentIntent;
}

/**
 * Charges a card for a PaymentIntent: a succeeded or failed Charge, the
 * PaymentIntent moved on, and their events (succeeded: payment_intent.succeeded
 * then charge.succeeded; declined: charge.failed then payment_intent.payment_failed).
 */
export function chargePaymentIntent(
  store: StripeStore,
  paymentIntent: PaymentIntent,
  paymentMethod: PaymentMethod,
  decline: CardDecline | undefined,
): Charge {
  const succeeded = !decline;
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: paymentIntent.amount,
    amount_captured: succeeded ? paymentIntent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: paymentMethod.billing_details,
    calculated_statement_descriptor: 'KINDRED',
    captured: succeeded,
    created: store.now(),
    currency: paymentIntent.currency,
    customer: paymentIntent.customer,
    description: paymentIntent.description ?? null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...paymentIntent.metadata },
    on_behalf_of: null,
    outcome: succeeded
      ? {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        }
      : {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'declined_by_network',
          reason: decline.decline_code ?? decline.code,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        },
    paid: succeeded,
    payment_intent: paymentIntent.id,
    payment_method: paymentMethod.id,
    payment_method_details: { type: 'card', card: chargeCardDetails(paymentMethod) },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  };
  store.state.charges[charge.id] = charge;
  paymentIntent.latest_charge = charge.id;
  if (succeeded) {
    paymentIntent.status = 'succeeded';
    paymentIntent.amount_received = paymentIntent.amount;
    paymentIntent.payment_method = paymentMethod.id;
    paymentIntent.last_payment_error = null;
    store.emit('payment_intent.succeeded', paymentIntent);
    store.emit('charge.succeeded', charge);
  } else {
    paymentIntent.status = 'requires_payment_method';
    paymentIntent.payment_method = null;
    paymentIntent.last_payment_error = {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.decline_code,
      message: decline.message,
      charge: charge.id,
      payment_method: paymentMethod,
    };
    store.emit('charge.failed', charge);
    store.emit('payment_intent.payment_failed', paymentIntent);
  }
  return charge;
}

export function cancelPaymentIntent(store: StripeStore, paymentIntent: PaymentIntent, reason: string): void {
  if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'canceled') return;
  paymentIntent.status = 'canceled';
  paymentIntent.canceled_at = store.now();
  paymentIntent.cancellation_reason = reason;
  store.emit('payment_intent.canceled', paymentIntent);
}

export type NewRefund = {
  paymentIntent?: string;
  charge?: string;
  amount?: number;
  reason?: string | null;
  metadata?: Metadata;
};

/** Refunds a charge (all of what is left unless an amount is given): refund.created, then charge.refunded. */
export function refundPayment(store: StripeStore, input: NewRefund): Refund {
  let charge: Charge | undefined;
  if (input.charge) {
    if (!Object.hasOwn(store.state.charges, input.charge)) throw resourceMissing('charge', input.charge, 'charge');
    charge = store.state.charges[input.charge];
  } else if (input.paymentIntent) {
    if (!Object.hasOwn(store.state.paymentIntents, input.paymentIntent))
      throw resourceMissing('payment_intent', input.paymentIntent, 'payment_intent');
    const paymentIntent = store.state.paymentIntents[input.paymentIntent];
    charge =
      paymentIntent.status === 'succeeded' && paymentIntent.latest_charge
        ? store.state.charges[paymentIntent.latest_charge]
        : undefined;
    if (!charge) {
      throw invalidRequest(`This PaymentIntent (${paymentIntent.id}) does not have a successful charge to refund.`, {
        param: 'payment_intent',
        code: 'charge_not_refundable',
      });
    }
  } else {
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', {
      code: 'parameter_missing',
    });
  }
  if (charge.status !== 'succeeded')
    throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, {
      code: 'charge_not_refundable',
    });
  if (charge.refunded)
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  const left = charge.amount - charge.amount_refunded;
  const amount = input.amount ?? left;
  if (amount > left) {
    throw invalidRequest(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      { param: 'amount', code: 'amount_too_large' },
    );
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: store.now(),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: input.metadata ?? {},
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: input.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  store.state.refunds[refund.id] = refund;
  const target = charge;
  const changed = trackChanges(target, (c) => {
    c.amount_refunded += amount;
    c.refunded = c.amount_refunded === c.amount;
  });
  store.emit('refund.created', refund);
  store.emit('charge.refunded', target, changed);
  return refund;
}
