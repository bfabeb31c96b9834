/** /v1/payment_intents, /v1/charges, /v1/refunds and /v1/payment_methods */
import { refundPayment } from '../billing/payments';
import { resourceMissing } from '../errors';
import { listResponse } from '../lists';
import { applyMetadata, optionalEnum, optionalInteger, optionalString } from '../params';
import type { StripeState } from '../state';
import { route } from './route';

function byId<K extends 'paymentIntents' | 'charges' | 'refunds' | 'paymentMethods'>(
  state: StripeState,
  collection: K,
  kind: string,
  id: string,
): StripeState[K][string] {
  const items = state[collection] as Record<string, StripeState[K][string]>;
  if (!Object.hasOwn(items, id)) throw resourceMissing(kind, id);
  return items[id];
}

export const paymentRoutes = [
  route('GET', '/v1/payment_intents/:id', ({ store, path }) =>
    byId(store.state, 'paymentIntents', 'payment_intent', path.id),
  ),

  route('GET', '/v1/payment_intents', ({ store, params }) => {
    const customer = optionalString(params, 'customer');
    const items = Object.values(store.state.paymentIntents).filter((pi) => !customer || pi.customer === customer);
    return listResponse(items, params, '/v1/payment_intents', 'payment_intent');
  }),

  route('GET', '/v1/charges/:id', ({ store, path }) => byId(store.state, 'charges', 'charge', path.id)),

  route('GET', '/v1/charges', ({ store, params }) => {
    const customer = optionalString(params, 'customer');
    const paymentIntent = optionalString(params, 'payment_intent');
    const items = Object.values(store.state.charges).filter(
      (ch) => (!customer || ch.customer === customer) && (!paymentIntent || ch.payment_intent === paymentIntent),
    );
    return listResponse(items, params, '/v1/charges', 'charge');
  }),

  route('POST', '/v1/refunds', ({ store, params }) =>
    refundPayment(store, {
      paymentIntent: optionalString(params, 'payment_intent') || undefined,
      charge: optionalString(params, 'charge') || undefined,
      amount: optionalInteger(params, 'amount', { min: 1 }),
      reason: optionalEnum(params, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const) ?? null,
      metadata: applyMetadata({}, params),
    }),
  ),

  route('GET', '/v1/refunds/:id', ({ store, path }) => byId(store.state, 'refunds', 'refund', path.id)),

  route('GET', '/v1/refunds', ({ store, params }) => {
    const charge = optionalString(params, 'charge');
    const paymentIntent = optionalString(params, 'payment_intent');
    const items = Object.values(store.state.refunds).filter(
      (re) => (!charge || re.charge === charge) && (!paymentIntent || re.payment_intent === paymentIntent),
    );
    return listResponse(items, params, '/v1/refunds', 'refund');
  }),

  route('GET', '/v1/payment_methods/:id', ({ store, path }) =>
    byId(store.state, 'paymentMethods', 'payment_method', path.id),
  ),
];
