/**
 * The Stripe objects the local Stripe keeps, in the JSON shape of API version
 * 2026-10-28.endive. Each type names the fields this code reads or writes;
 * the builders fill in Stripe's other fields (nulls, empty lists), which the
 * index signature allows. References are ids; `expand[]` swaps in objects.
 */
import type { Metadata } from './params';
import type { Interval } from './time';

export type { Metadata };

type Common = { id: string; object: string; created: number; [field: string]: unknown };
type Base = Common & { livemode: false };

export type Product = Base & {
  object: 'product';
  active: boolean;
  name: string;
  description: string | null;
  metadata: Metadata;
};

export type Recurring = {
  interval: Interval;
  interval_count: number;
  meter: null;
  trial_period_days: null;
  usage_type: 'licensed';
};

export type Price = Base & {
  object: 'price';
  active: boolean;
  currency: string;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: Recurring | null;
  type: 'one_time' | 'recurring';
  unit_amount: number;
};

export type Customer = Base & {
  object: 'customer';
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
  invoice_prefix: string;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
};

/** What a deleted customer's id still returns. */
export type DeletedCustomer = { id: string; object: 'customer'; deleted: true };

export type CardDetails = {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: string;
  country: string;
};

export type PaymentMethod = Base & {
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: CardDetails & Record<string, unknown>;
  billing_details: { name: string | null; email: string | null; [field: string]: unknown };
  metadata: Metadata;
};

export type CheckoutStatus = 'open' | 'complete' | 'expired';

export type CheckoutSession = Base & {
  object: 'checkout.session';
  mode: 'subscription' | 'payment';
  status: CheckoutStatus;
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null; [field: string]: unknown } | null;
  client_reference_id: string | null;
  metadata: Metadata;
  subscription: string | null;
  payment_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  expires_at: number;
  payment_method_collection: 'always' | 'if_required' | null;
};

/** What a Checkout Session knows but does not show: its line item and what to create on success. */
export type CheckoutDetails = {
  lineItemId: string;
  priceId: string;
  quantity: number;
  trialPeriodDays: number | null;
  subscriptionMetadata: Metadata;
  paymentIntentMetadata: Metadata;
};

export type PortalSession = Base & {
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
};

export type SubscriptionStatus =
  'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired';

export type Plan = Base & { object: 'plan'; amount: number; interval: Interval; product: string };

export type SubscriptionItem = Base & {
  object: 'subscription_item';
  price: Price;
  plan: Plan;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
};

export type ItemList<T> = { object: 'list'; data: T[]; has_more: false; total_count: number; url: string };

export type Subscription = Base & {
  object: 'subscription';
  status: SubscriptionStatus;
  customer: string;
  currency: string;
  items: ItemList<SubscriptionItem>;
  billing_cycle_anchor: number;
  start_date: number;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  latest_invoice: string | null;
  default_payment_method: string | null;
  metadata: Metadata;
};

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

export type InvoiceLine = Base & {
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  period: { start: number; end: number };
  price: Price;
  quantity: number;
};

export type Invoice = Base & {
  object: 'invoice';
  customer: string;
  status: InvoiceStatus;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  currency: string;
  period_start: number;
  period_end: number;
  billing_reason: BillingReason;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Metadata };
  };
  lines: ItemList<InvoiceLine>;
  status_transitions: {
    finalized_at: number | null;
    marked_uncollectible_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
  };
};

export type PaymentIntentStatus = 'succeeded' | 'requires_payment_method' | 'processing' | 'canceled';

export type PaymentIntent = Base & {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  status: PaymentIntentStatus;
  latest_charge: string | null;
  payment_method: string | null;
  metadata: Metadata;
  last_payment_error: Record<string, unknown> | null;
};

export type Charge = Base & {
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  paid: boolean;
  captured: boolean;
  status: 'succeeded' | 'failed' | 'pending';
  currency: string;
  customer: string | null;
  payment_intent: string | null;
  payment_method: string | null;
  payment_method_details: { type: 'card'; card: CardDetails & Record<string, unknown> };
  failure_code: string | null;
  failure_message: string | null;
  metadata: Metadata;
};

/** Refunds are the one object here without `livemode`, as in Stripe. */
export type Refund = Common & {
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string | null;
  currency: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Metadata;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

export type DeliveryAttempt = {
  /** Wall-clock time of the attempt (ISO), never the test clock. */
  at: string;
  statusCode: number | null;
  error?: string;
  durationMs: number;
};

export type Delivery = {
  id: string;
  eventId: string;
  eventType: string;
  /** The endpoint it was (last) sent to. */
  url: string;
  /** Why it exists: the event itself, a chaos duplicate, or an operator's resend. */
  reason: 'event' | 'duplicate' | 'resend';
  status: 'pending' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
  /** Wall-clock ms of the next attempt while pending. */
  nextAttemptAt: number | null;
  createdAt: string;
};

export type IdempotencyRecord = {
  method: string;
  path: string;
  /** Canonical JSON of the parsed parameters the key was first used with. */
  params: string;
  status: number;
  body: string;
  requestId: string;
  /** Wall-clock ms; records live 24 h as in Stripe. */
  storedAt: number;
};
