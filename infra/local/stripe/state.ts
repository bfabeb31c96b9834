/**
 * Everything the local Stripe knows, as one JSON-serialisable value, so the
 * dev profile can persist it whole. Collections are keyed by id; insertion
 * order is creation order (JS keeps it for non-numeric keys, and so does JSON).
 */
import type {
  Charge,
  CheckoutDetails,
  CheckoutSession,
  Customer,
  DeletedCustomer,
  Delivery,
  IdempotencyRecord,
  Invoice,
  PaymentIntent,
  PaymentMethod,
  PortalSession,
  Price,
  Product,
  Refund,
  StripeEvent,
  Subscription,
} from './types';

export const STATE_VERSION = 1;

/**
 * The account's Billing settings, as the Dashboard's "Manage failed payments"
 * sets them: what a subscription becomes when every retry of an invoice has
 * failed. Stripe offers cancel, mark unpaid, or leave past due.
 */
export type BillingSettings = { afterFinalRetry: 'cancel' | 'unpaid' | 'past_due' };
export const AFTER_FINAL_RETRY = ['cancel', 'unpaid', 'past_due'] as const;

export type StripeState = {
  version: typeof STATE_VERSION;
  /** Seconds the test clock runs ahead of the wall clock (see `advance`). */
  clockOffsetSeconds: number;
  settings: BillingSettings;
  customers: Record<string, Customer | DeletedCustomer>;
  products: Record<string, Product>;
  prices: Record<string, Price>;
  paymentMethods: Record<string, PaymentMethod>;
  checkoutSessions: Record<string, CheckoutSession>;
  portalSessions: Record<string, PortalSession>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  paymentIntents: Record<string, PaymentIntent>;
  charges: Record<string, Charge>;
  refunds: Record<string, Refund>;
  events: Record<string, StripeEvent>;
  deliveries: Record<string, Delivery>;
  idempotency: Record<string, IdempotencyRecord>;
  /** Facts Stripe keeps but never shows. */
  hidden: {
    checkout: Record<string, CheckoutDetails>;
    /** Card number behind each payment method: decides whether later charges succeed (test card 0341). */
    cardNumbers: Record<string, string>;
    /** trial_end for which trial_will_end went out, per subscription. */
    trialWillEndSent: Record<string, number>;
    invoiceCounter: number;
    /**
     * First payments by a delayed method (test IBANs), by invoice id: when the
     * debit settles on the test clock, whether it succeeds, and the Checkout
     * Session to tell (checkout.session.async_payment_succeeded or _failed).
     */
    delayedPayments: Record<string, { settlesAt: number; succeeds: boolean; checkoutSession: string | null }>;
  };
};

export function emptyState(): StripeState {
  return {
    version: STATE_VERSION,
    clockOffsetSeconds: 0,
    settings: { afterFinalRetry: 'cancel' },
    customers: {},
    products: {},
    prices: {},
    paymentMethods: {},
    checkoutSessions: {},
    portalSessions: {},
    subscriptions: {},
    invoices: {},
    paymentIntents: {},
    charges: {},
    refunds: {},
    events: {},
    deliveries: {},
    idempotency: {},
    hidden: { checkout: {}, cardNumbers: {}, trialWillEndSent: {}, invoiceCounter: 0, delayedPayments: {} },
  };
}

/** Which collection an id lives in, by its prefix; used by retrieve-by-id paths and `expand[]`. */
export const COLLECTION_BY_PREFIX = {
  cus: 'customers',
  prod: 'products',
  price: 'prices',
  pm: 'paymentMethods',
  cs: 'checkoutSessions',
  bps: 'portalSessions',
  sub: 'subscriptions',
  in: 'invoices',
  pi: 'paymentIntents',
  ch: 'charges',
  re: 'refunds',
  evt: 'events',
} as const satisfies Record<string, keyof StripeState>;
