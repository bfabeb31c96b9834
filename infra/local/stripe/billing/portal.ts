/**
 * The customer portal's actions. Each goes through the same functions as the
 * API, so a plan switch in the portal and one by `subscriptions.update` emit
 * the same customer.subscription.updated.
 */
import { invalidRequest, resourceMissing } from '../errors';
import { newId } from '../ids';
import type { StripeStore } from '../store';
import type { PortalSession, Subscription } from '../types';
import { liveCustomer, updateCustomer } from './customers';
import { createCardPaymentMethod } from './payments';
import { findSubscription, isLive, resumeSubscription, updateSubscription } from './subscriptions';
import { firstUseDecline, readCard, type CardDecline, type CardForm } from './test-cards';

export function createPortalSession(store: StripeStore, customerId: string, returnUrl: string | null): PortalSession {
  liveCustomer(store, customerId, 'customer');
  const id = newId('bps');
  const session: PortalSession = {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_local_default',
    created: store.now(),
    customer: customerId,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: returnUrl,
    url: `${store.publicUrl}/portal/${id}`,
  };
  store.state.portalSessions[id] = session;
  return session;
}

export function findPortalSession(store: StripeStore, id: string): PortalSession {
  if (!Object.hasOwn(store.state.portalSessions, id)) throw resourceMissing('billing_portal.session', id);
  return store.state.portalSessions[id];
}

/** The subscriptions the portal shows: every one not yet ended, oldest first. */
export function customerSubscriptions(store: StripeStore, customerId: string): Subscription[] {
  return Object.values(store.state.subscriptions).filter((s) => s.customer === customerId && isLive(s));
}

function ownedSubscription(store: StripeStore, customerId: string, subscriptionId: string): Subscription {
  const subscription = findSubscription(store, subscriptionId, 'subscription');
  if (subscription.customer !== customerId || !isLive(subscription))
    throw resourceMissing('subscription', subscriptionId, 'subscription');
  return subscription;
}

export function switchPlan(
  store: StripeStore,
  customerId: string,
  subscriptionId: string,
  priceId: string,
): Subscription {
  const subscription = ownedSubscription(store, customerId, subscriptionId);
  if (!Object.hasOwn(store.state.prices, priceId)) throw resourceMissing('price', priceId, 'price');
  const price = store.state.prices[priceId];
  if (!price.active || !price.recurring) throw invalidRequest('That plan cannot be chosen.', { param: 'price' });
  return updateSubscription(store, subscription, { price });
}

export function setPlanCancellation(
  store: StripeStore,
  customerId: string,
  subscriptionId: string,
  cancel: boolean,
): Subscription {
  return updateSubscription(store, ownedSubscription(store, customerId, subscriptionId), { cancelAtPeriodEnd: cancel });
}

/** The portal's Resume: a paused plan is resumed (and charged), a plan set to cancel at period end renews again. */
export function resumePlan(store: StripeStore, customerId: string, subscriptionId: string): Subscription {
  const subscription = ownedSubscription(store, customerId, subscriptionId);
  if (subscription.status === 'paused') return resumeSubscription(store, subscription);
  return setPlanCancellation(store, customerId, subscriptionId, false);
}

/**
 * A new default card: payment_method.attached, customer.updated, and each
 * live subscription switched to it (customer.subscription.updated), so the
 * next renewal charges the new card.
 */
export function updateCard(
  store: StripeStore,
  customerId: string,
  form: CardForm,
): { ok: true } | { ok: false; error: CardDecline } {
  const customer = liveCustomer(store, customerId, 'customer');
  const read = readCard(form, store.now());
  if ('error' in read) return { ok: false, error: read.error };
  const decline = firstUseDecline(read.card);
  if (decline) return { ok: false, error: decline };
  const paymentMethod = createCardPaymentMethod(store, read.card, { customer: customer.id, email: customer.email });
  store.emit('payment_method.attached', paymentMethod);
  updateCustomer(store, customer, (c) => {
    c.invoice_settings = { ...c.invoice_settings, default_payment_method: paymentMethod.id };
  });
  for (const subscription of customerSubscriptions(store, customerId)) {
    updateSubscription(store, subscription, { defaultPaymentMethod: paymentMethod.id });
  }
  return { ok: true };
}
