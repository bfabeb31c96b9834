/**
 * The Stripe objects the local Stripe keeps, derived from the `stripe` SDK's
 * own types (API version 2026-10-28.endive), so that an SDK upgrade shows at
 * compile time every field the stand-in lacks, every field it invents and
 * every value it gives the wrong type. An object is kept as the API sends
 * it unexpanded: each expandable reference is an id (`Wire`), and
 * `expand[]` swaps in the object on the way out. Builders write every field
 * the SDK declares, as object literals, so a legacy field fails the excess
 * property check. `conformance/` checks the same at run time.
 */
import type Stripe from 'stripe';

/** A value that is either an id or the object it names: an expandable field. */
type Expandable<V> = [Extract<V, string>] extends [never]
  ? false
  : [Exclude<V, string | null | undefined>] extends [never]
    ? false
    : true;

type WireObject<V> = V extends string | number | boolean | null | undefined
  ? V
  : V extends Stripe.Decimal
    ? string
    : V extends readonly (infer E)[]
      ? WireValue<E>[]
      : Wire<V>;

type WireValue<V> = Expandable<V> extends true ? Extract<V, string | null | undefined> : WireObject<V>;

/** An SDK type as the wire carries it unexpanded (the SDK's `lastResponse` is not part of the body). */
export type Wire<T> = { [K in keyof T as K extends 'lastResponse' ? never : K]: WireValue<T[K]> };

export type Metadata = Stripe.Metadata;

export type Product = Wire<Stripe.Product>;
export type Price = Wire<Stripe.Price>;
export type Plan = Wire<Stripe.Plan>;
export type Customer = Wire<Stripe.Customer>;
/** What a deleted customer's id still returns. */
export type DeletedCustomer = Wire<Stripe.DeletedCustomer>;
export type PaymentMethod = Wire<Stripe.PaymentMethod>;
export type CardDetails = Wire<Stripe.PaymentMethod.Card>;
export type CheckoutSession = Wire<Stripe.Checkout.Session>;
export type CheckoutStatus = NonNullable<CheckoutSession['status']>;
export type CheckoutLineItem = Wire<Stripe.LineItem>;
export type PortalSession = Wire<Stripe.BillingPortal.Session>;
export type Subscription = Wire<Stripe.Subscription>;
export type SubscriptionStatus = Stripe.Subscription.Status;
export type SubscriptionItem = Wire<Stripe.SubscriptionItem>;
export type Invoice = Wire<Stripe.Invoice>;
export type InvoiceStatus = NonNullable<Invoice['status']>;
export type BillingReason = NonNullable<Invoice['billing_reason']>;
export type InvoiceLine = Wire<Stripe.InvoiceLineItem>;
export type PaymentIntent = Wire<Stripe.PaymentIntent>;
export type PaymentIntentStatus = PaymentIntent['status'];
export type Charge = Wire<Stripe.Charge>;
export type ChargeCardDetails = Wire<Stripe.Charge.PaymentMethodDetails.Card>;
export type Refund = Wire<Stripe.Refund>;
export type ItemList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };

/** What a Checkout Session knows but does not show: its line item and what to create on success. */
export type CheckoutDetails = {
  lineItemId: string;
  priceId: string;
  quantity: number;
  trialPeriodDays: number | null;
  /** subscription_data[trial_settings][end_behavior][missing_payment_method]: what a trial without a card ends in. */
  missingPaymentMethod: MissingPaymentMethod;
  subscriptionMetadata: Metadata;
  paymentIntentMetadata: Metadata;
  /** The `incomplete` subscription a first payment left waiting on 3D Secure; paying again pays its invoice. */
  incompleteSubscription?: string;
};

export type MissingPaymentMethod = NonNullable<
  Subscription['trial_settings']
>['end_behavior']['missing_payment_method'];

/**
 * An event as the local Stripe stores and sends it: the SDK's envelope, with
 * the object it carries as whichever of the objects above it is.
 */
export type StripeEvent = Omit<Wire<Stripe.Event>, 'data' | 'type' | 'context'> & {
  type: Stripe.Event.Type;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
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
