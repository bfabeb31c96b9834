/** /v1/subscriptions and /v1/invoices */
import {
  endSubscription,
  findSubscription,
  isLive,
  resumeSubscription,
  updateSubscription,
  type SubscriptionChange,
} from '../billing/subscriptions';
import { subscriptionOfInvoice } from '../billing/invoices';
import { invalidRequest, resourceMissing } from '../errors';
import { listResponse } from '../lists';
import { applyMetadata, optionalBoolean, optionalEnum, optionalString, valueAt, type Params } from '../params';
import type { StripeStore } from '../store';
import type { Subscription } from '../types';
import { route } from './route';

const STATUSES = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
  'all',
  'ended',
] as const;

/** A customer filter naming no customer at all is a 404, as in Stripe; a deleted one still lists its history. */
function knownCustomer(store: StripeStore, id: string | undefined): string | undefined {
  if (id && !Object.hasOwn(store.state.customers, id)) throw resourceMissing('customer', id, 'customer');
  return id;
}

function subscriptionChange(store: StripeStore, subscription: Subscription, params: Params): SubscriptionChange {
  const change: SubscriptionChange = {};
  const items = valueAt(params, 'items');
  if (items !== undefined && items !== '') {
    if (!Array.isArray(items) || items.length !== 1) {
      throw invalidRequest(
        'The local Stripe supports one item per subscription: pass items[0][id] and items[0][price].',
        { param: 'items' },
      );
    }
    if (valueAt(params, 'items[0][deleted]') !== undefined)
      throw invalidRequest('The local Stripe cannot delete a subscription item.', { param: 'items[0][deleted]' });
    const itemId = optionalString(params, 'items[0][id]');
    if (!itemId)
      throw invalidRequest('The local Stripe supports one item per subscription: pass items[0][id] to change it.', {
        param: 'items[0][id]',
      });
    change.itemId = itemId;
    const priceId = optionalString(params, 'items[0][price]');
    if (priceId) {
      if (!Object.hasOwn(store.state.prices, priceId)) throw resourceMissing('price', priceId, 'items[0][price]');
      change.price = store.state.prices[priceId];
    }
  }
  // Accepted so handler code runs unchanged; the local Stripe never prorates.
  optionalEnum(params, 'proration_behavior', ['always_invoice', 'create_prorations', 'none'] as const);
  optionalEnum(params, 'payment_behavior', [
    'allow_incomplete',
    'default_incomplete',
    'error_if_incomplete',
    'pending_if_incomplete',
  ] as const);
  change.cancelAtPeriodEnd = optionalBoolean(params, 'cancel_at_period_end');
  if (valueAt(params, 'metadata') !== undefined) change.metadata = applyMetadata(subscription.metadata, params);
  const paymentMethod = optionalString(params, 'default_payment_method');
  if (paymentMethod !== undefined) {
    if (paymentMethod && store.state.paymentMethods[paymentMethod]?.customer !== subscription.customer) {
      throw resourceMissing('PaymentMethod', paymentMethod, 'default_payment_method');
    }
    change.defaultPaymentMethod = paymentMethod || null;
  }
  return change;
}

export const subscriptionRoutes = [
  route('GET', '/v1/subscriptions/:id', ({ store, path }) => findSubscription(store, path.id)),

  route('POST', '/v1/subscriptions/:id', ({ store, params, path }) => {
    const subscription = findSubscription(store, path.id);
    return updateSubscription(store, subscription, subscriptionChange(store, subscription, params));
  }),

  route('POST', '/v1/subscriptions/:id/resume', ({ store, params, path }) => {
    const subscription = findSubscription(store, path.id);
    // API 'endive': billing_cycle_anchor is an object, billing_cycle_anchor[type] = now (the default) or unchanged.
    const anchor = optionalEnum(params, 'billing_cycle_anchor[type]', ['now', 'unchanged'] as const);
    if (anchor === 'unchanged')
      throw invalidRequest('The local Stripe resumes with billing_cycle_anchor[type]=now only (no prorations).', {
        param: 'billing_cycle_anchor[type]',
      });
    const behaviour = optionalEnum(params, 'payment_behavior', [
      'resume_on_payment_attempt',
      'resume_on_payment_success',
    ] as const);
    if (behaviour === 'resume_on_payment_success')
      throw invalidRequest('The local Stripe resumes with payment_behavior=resume_on_payment_attempt only.', {
        param: 'payment_behavior',
      });
    // Accepted so handler code runs unchanged; with the anchor reset to now Stripe prorates nothing.
    optionalEnum(params, 'proration_behavior', ['always_invoice', 'create_prorations', 'none'] as const);
    return resumeSubscription(store, subscription);
  }),

  route('DELETE', '/v1/subscriptions/:id', ({ store, params, path }) => {
    const subscription = findSubscription(store, path.id);
    // invoice_now and prorate are accepted and ignored, as proration is.
    optionalBoolean(params, 'invoice_now');
    optionalBoolean(params, 'prorate');
    valueAt(params, 'cancellation_details');
    return endSubscription(store, subscription, 'cancellation_requested');
  }),

  route('GET', '/v1/subscriptions', ({ store, params }) => {
    const customer = knownCustomer(store, optionalString(params, 'customer'));
    const price = optionalString(params, 'price');
    const status = optionalEnum(params, 'status', STATUSES);
    const subscriptions = Object.values(store.state.subscriptions).filter((s) => {
      if (customer && s.customer !== customer) return false;
      if (price && s.items.data[0].price.id !== price) return false;
      if (status === 'all') return true;
      if (status === 'ended') return !isLive(s);
      // Without a status, Stripe lists every subscription that has not been canceled.
      return status ? s.status === status : s.status !== 'canceled';
    });
    return listResponse(subscriptions, params, '/v1/subscriptions', 'subscription');
  }),

  route('GET', '/v1/invoices/:id', ({ store, path }) => {
    if (!Object.hasOwn(store.state.invoices, path.id)) throw resourceMissing('invoice', path.id);
    return store.state.invoices[path.id];
  }),

  route('GET', '/v1/invoices', ({ store, params }) => {
    const customer = knownCustomer(store, optionalString(params, 'customer'));
    const subscription = optionalString(params, 'subscription');
    const status = optionalEnum(params, 'status', ['draft', 'open', 'paid', 'uncollectible', 'void'] as const);
    const invoices = Object.values(store.state.invoices).filter(
      (i) =>
        (!customer || i.customer === customer) &&
        (!subscription || subscriptionOfInvoice(i) === subscription) &&
        (!status || i.status === status),
    );
    return listResponse(invoices, params, '/v1/invoices', 'invoice');
  }),
];
