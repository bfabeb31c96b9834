/**
 * The operator's and the tests' handle on the local Stripe: what the
 * dashboard and the Stripe CLI do for real Stripe (list events, resend,
 * refund, test clocks), plus paying a Checkout Session without a browser.
 * The same operations are served over HTTP under /_local (http/admin-request.ts).
 */
import { payCheckoutSession, type PayResult } from './billing/checkout';
import { advanceClock, type AdvanceResult } from './billing/due-work';
import { refundPayment } from './billing/payments';
import { eventView, matchesType } from './api/events';
import { invalidRequest, resourceMissing } from './errors';
import { AFTER_FINAL_RETRY, type BillingSettings } from './state';
import type { StripeStore } from './store';
import type { Delivery, Refund, StripeEvent } from './types';
import type { Chaos, WebhookDispatcher } from './webhooks/dispatcher';

export type { AdvanceResult, Chaos, PayResult };

export type EventFilter = {
  /** An event type, or a prefix wildcard such as 'customer.subscription.*'. */
  type?: string;
  /** The newest `limit` events (still listed oldest first). */
  limit?: number;
};

export type CardDetails = { expiry?: string; cvc?: string; name?: string };

export type LocalStripeAdmin = {
  /** Events oldest first (creation order), unlike the API's newest-first lists. */
  events(filter?: EventFilter): Promise<StripeEvent[]>;
  /** Delivers an event again (a new delivery, with its own attempts). */
  resend(eventId: string): Promise<Delivery>;
  /** Moves the test clock ahead, running what falls due; returns the events that produced. */
  advance(days: number): Promise<AdvanceResult>;
  clock(): Promise<{ now: number; offsetSeconds: number }>;
  setChaos(chaos: Partial<Chaos>): Promise<Chaos>;
  /** The account's Billing settings (what the last failed retry does). */
  setSettings(settings: Partial<BillingSettings>): Promise<BillingSettings>;
  chaos(): Promise<Chaos>;
  /** Refunds a PaymentIntent in full, as the dashboard's Refund button does. */
  refund(paymentIntentId: string): Promise<Refund>;
  /** What the hosted Checkout form does with this card (expiry and CVC default to valid ones). */
  pay(checkoutSessionId: string, cardNumber: string, details?: CardDetails): Promise<PayResult>;
  /** Delivery records (attempts, status codes), oldest first; for one event or all. */
  deliveries(eventId?: string): Promise<Delivery[]>;
  /**
   * A Stripe outage: the next `requests` API calls answer 500 api_error (the
   * SDK retries each twice). Tests use it to prove a webhook's effects that
   * fail are retried, not lost. 0 ends it.
   */
  setOutage(requests: number): Promise<{ failingRequests: number }>;
};

/** Shared between the admin and the API request path (local-stripe.ts). */
export type Outage = { failingRequests: number };

export function createAdmin(
  store: StripeStore,
  dispatcher: WebhookDispatcher,
  outage: Outage = { failingRequests: 0 },
): LocalStripeAdmin {
  /** Every change the admin makes is written at once, as an API request's is. */
  const saving = <T>(work: () => T): Promise<T> => {
    try {
      const result = work();
      store.save();
      return Promise.resolve(result);
    } catch (error) {
      store.save();
      return Promise.reject(error);
    }
  };
  const findEvent = (id: string) => {
    if (!Object.hasOwn(store.state.events, id)) throw resourceMissing('event', id);
    return store.state.events[id];
  };

  return {
    events: async (filter = {}) => {
      const matching = Object.values(store.state.events).filter(
        (event) => !filter.type || matchesType(filter.type, event.type),
      );
      const limited = filter.limit !== undefined ? matching.slice(-Math.max(0, filter.limit)) : matching;
      return limited.map((event) => eventView(store, event));
    },
    resend: (eventId) => saving(() => dispatcher.resend(findEvent(eventId))),
    advance: (days) => saving(() => advanceClock(store, days)),
    clock: async () => ({ now: store.now(), offsetSeconds: store.state.clockOffsetSeconds }),
    setChaos: async (chaos) => {
      try {
        return dispatcher.setChaos(chaos);
      } catch (error) {
        throw invalidRequest(error instanceof Error ? error.message : String(error), { param: 'duplicates' });
      }
    },
    chaos: async () => dispatcher.getChaos(),
    setSettings: (settings) =>
      saving(() => {
        const after = settings.afterFinalRetry;
        if (after !== undefined && !(AFTER_FINAL_RETRY as readonly string[]).includes(after))
          throw invalidRequest(`afterFinalRetry must be one of ${AFTER_FINAL_RETRY.join(', ')}.`, {
            param: 'afterFinalRetry',
          });
        store.state.settings = { ...store.state.settings, ...(after ? { afterFinalRetry: after } : {}) };
        return { ...store.state.settings };
      }),
    refund: (paymentIntentId) => saving(() => refundPayment(store, { paymentIntent: paymentIntentId })),
    setOutage: async (requests) => {
      if (!Number.isInteger(requests) || requests < 0)
        throw invalidRequest('requests must be a whole number of at least 0.', { param: 'requests' });
      outage.failingRequests = requests;
      return { ...outage };
    },
    pay: (checkoutSessionId, cardNumber, details = {}) =>
      saving(() => payCheckoutSession(store, checkoutSessionId, { number: cardNumber, ...details })),
    deliveries: async (eventId) =>
      Object.values(store.state.deliveries)
        .filter((d) => !eventId || d.eventId === eventId)
        .map((d) => structuredClone(d)),
  };
}
