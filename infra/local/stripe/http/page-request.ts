/**
 * The hosted pages a member's browser uses: GET/POST /checkout/:id and
 * GET /portal/:id with POST /portal/:id/{switch,cancel,resume,card}. Plain
 * forms answered with redirects (303) or the page again with an alert.
 */
import { PLANS, PLAN_KEYS, PLAN_NAMES } from '#shared/billing/catalog.ts';
import { checkoutDetails, expireIfDue, findCheckoutSession, payCheckoutSession } from '../billing/checkout';
import { findPriceByLookupKey, unitAmountOf } from '../billing/catalog';
import { liveCustomer } from '../billing/customers';
import { chargeablePaymentMethod } from '../billing/invoices';
import {
  customerSubscriptions,
  findPortalSession,
  setPlanCancellation,
  resumePlan,
  switchPlan,
  updateCard,
} from '../billing/portal';
import { StripeApiError } from '../errors';
import { optionalString, parseForm, type Params } from '../params';
import type { StripeStore } from '../store';
import { renderCheckoutClosed, renderCheckoutPage, renderNotFound } from '../pages/checkout-page';
import { formatAmount, formatDate } from '../pages/layout';
import { renderPortalPage, type PlanOption, type PortalView } from '../pages/portal-page';

export type PageRequest = { method: string; path: string; query: string; body: string };
export type PageResponse = { status: number; headers: Record<string, string>; body: string };

const html = (status: number, body: string): PageResponse => ({
  status,
  body,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
});
const redirect = (location: string): PageResponse => ({
  status: 303,
  body: '',
  headers: { Location: location, 'Cache-Control': 'no-store' },
});

/** Form fields as the pages name them; anything odd (arrays, objects) reads as empty. */
const field = (form: Params, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

function checkoutPage(store: StripeStore, request: PageRequest, id: string): PageResponse {
  let session;
  try {
    session = findCheckoutSession(store, id);
  } catch {
    return html(404, renderNotFound('This checkout link is not valid.'));
  }
  expireIfDue(store, session);
  if (session.status !== 'open') return html(200, renderCheckoutClosed(session));
  const { details, price } = checkoutDetails(store, session);
  const view = {
    session,
    price,
    product: store.state.products[price.product],
    quantity: details.quantity,
    trialPeriodDays: details.trialPeriodDays,
  };
  if (request.method === 'GET') return html(200, renderCheckoutPage(view));

  const form = parseForm(request.body);
  const values = { number: field(form, 'cardNumber'), expiry: field(form, 'expiry'), name: field(form, 'name') };
  try {
    const result = payCheckoutSession(store, id, {
      number: values.number,
      expiry: values.expiry,
      cvc: field(form, 'cvc'),
      name: values.name,
    });
    if (result.ok) return redirect(result.redirectUrl);
    return html(402, renderCheckoutPage({ ...view, error: result.error.message, values }));
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    return html(400, renderCheckoutPage({ ...view, error: error.message, values }));
  }
}

function planOptions(store: StripeStore): PlanOption[] {
  return PLAN_KEYS.flatMap((key) => {
    const plan = PLANS[key];
    const price = findPriceByLookupKey(store, plan.lookupKey);
    if (!price?.active) return [];
    return [
      {
        priceId: price.id,
        label: `${PLAN_NAMES[plan.tier]} · ${plan.interval} · ${formatAmount(unitAmountOf(price))}`,
      },
    ];
  });
}

const NOTICES: Record<string, string> = {
  switched: 'Your plan has been switched.',
  resumed: 'Your plan will renew as usual.',
  card: 'Your card has been updated.',
};

function portalView(store: StripeStore, sessionId: string, extra: Partial<PortalView> = {}): PortalView {
  const session = findPortalSession(store, sessionId);
  const customer = liveCustomer(store, session.customer);
  const subscriptions = customerSubscriptions(store, customer.id).map((subscription) => ({
    subscription,
    productName: store.state.products[subscription.items.data[0].price.product]?.name ?? 'Kindred',
  }));
  const paymentMethodId = subscriptions[0]
    ? chargeablePaymentMethod(store, subscriptions[0].subscription)
    : customer.invoice_settings.default_payment_method;
  const paymentMethod = paymentMethodId ? store.state.paymentMethods[paymentMethodId] : undefined;
  return {
    session,
    subscriptions,
    plans: planOptions(store),
    card: paymentMethod?.card ? { brand: paymentMethod.card.brand, last4: paymentMethod.card.last4 } : null,
    ...extra,
  };
}

function portalPage(store: StripeStore, request: PageRequest, id: string, action: string | undefined): PageResponse {
  let view: PortalView;
  try {
    view = portalView(store, id);
  } catch {
    return html(404, renderNotFound('This portal link is not valid, or the customer no longer exists.'));
  }
  if (request.method === 'GET' && !action) {
    const done = optionalString(parseForm(request.query), 'done');
    const notice =
      done === 'canceled'
        ? `Your plan has been canceled. It stays active until ${formatDate(view.subscriptions[0]?.subscription.cancel_at ?? 0)}.`
        : done
          ? NOTICES[done]
          : undefined;
    return html(200, renderPortalPage({ ...view, notice }));
  }
  if (request.method !== 'POST' || !action) return html(405, renderNotFound('Use the buttons on the portal page.'));
  const form = parseForm(request.body);
  const customer = view.session.customer;
  const subscription = field(form, 'subscription');
  const back = (done: string) => redirect(`/portal/${id}?done=${done}`);
  try {
    switch (action) {
      case 'switch':
        switchPlan(store, customer, subscription, field(form, 'price'));
        return back('switched');
      case 'cancel':
        setPlanCancellation(store, customer, subscription, true);
        return back('canceled');
      case 'resume':
        resumePlan(store, customer, subscription);
        return back('resumed');
      case 'card': {
        const values = { number: field(form, 'cardNumber'), expiry: field(form, 'expiry') };
        const result = updateCard(store, customer, { ...values, cvc: field(form, 'cvc') });
        if (result.ok) return back('card');
        return html(402, renderPortalPage({ ...portalView(store, id), cardError: result.error.message, values }));
      }
      default:
        return html(404, renderNotFound('Unknown portal action.'));
    }
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    return html(400, renderPortalPage({ ...portalView(store, id), error: error.message }));
  }
}

/** undefined when the path is not a hosted page. */
export function handlePageRequest(request: PageRequest, store: StripeStore): PageResponse | undefined {
  const checkout = /^\/checkout\/([^/]+)$/.exec(request.path);
  if (checkout && (request.method === 'GET' || request.method === 'POST'))
    return checkoutPage(store, request, checkout[1]);
  const portal = /^\/portal\/([^/]+)(?:\/(switch|cancel|resume|card))?$/.exec(request.path);
  if (portal && (request.method === 'GET' || request.method === 'POST'))
    return portalPage(store, request, portal[1], portal[2]);
  return undefined;
}
