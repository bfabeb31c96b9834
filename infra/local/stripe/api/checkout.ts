/** /v1/checkout/sessions and /v1/billing_portal/sessions */
import {
  checkoutLineItems,
  createCheckoutSession,
  expireCheckoutSession,
  expireIfDue,
  findCheckoutSession,
} from '../billing/checkout';
import { createPortalSession } from '../billing/portal';
import { invalidRequest, parameterMissing } from '../errors';
import { listResponse } from '../lists';
import {
  applyMetadata,
  expandPaths,
  optionalEnum,
  optionalInteger,
  optionalString,
  required,
  requiredString,
  valueAt,
  type Params,
} from '../params';
import { route } from './route';

function optionalUrl(params: Params, name: string): string | null {
  const value = optionalString(params, name);
  if (value === undefined || value === '') return null;
  try {
    new URL(value);
  } catch {
    throw invalidRequest('Not a valid URL', { param: name, code: 'url_invalid' });
  }
  return value;
}

function lineItem(params: Params): { price: string; quantity: number } {
  const items = valueAt(params, 'line_items');
  if (items === undefined || items === '') throw parameterMissing('line_items');
  if (!Array.isArray(items) || items.length !== 1) {
    throw invalidRequest('The local Stripe supports exactly one line item per Checkout Session (line_items[0]).', {
      param: 'line_items',
    });
  }
  if (valueAt(params, 'line_items[0][price_data]') !== undefined) {
    throw invalidRequest('The local Stripe supports line_items[0][price] only, not price_data.', {
      param: 'line_items[0][price_data]',
    });
  }
  const price = requiredString(params, 'line_items[0][price]');
  const quantity = optionalInteger(params, 'line_items[0][quantity]', { min: 1, max: 999_999 });
  if (quantity === undefined) {
    throw invalidRequest('Quantity is required. Add `quantity` to `line_items[0]`', {
      param: 'line_items[0][quantity]',
      code: 'parameter_missing',
    });
  }
  return { price, quantity };
}

export const checkoutRoutes = [
  route('POST', '/v1/checkout/sessions', ({ store, params }) => {
    const mode = required(optionalEnum(params, 'mode', ['payment', 'setup', 'subscription'] as const), 'mode');
    if (mode === 'setup')
      throw invalidRequest('The local Stripe supports mode=subscription and mode=payment.', { param: 'mode' });
    const item = lineItem(params);
    const customer = optionalString(params, 'customer') || null;
    const customerEmail = optionalString(params, 'customer_email') || null;
    if (customer && customerEmail)
      throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', {
        param: 'customer_email',
      });
    if (mode === 'payment' && valueAt(params, 'subscription_data') !== undefined) {
      throw invalidRequest('You can not pass `subscription_data` in `payment` mode.', { param: 'subscription_data' });
    }
    if (mode === 'subscription' && valueAt(params, 'payment_intent_data') !== undefined) {
      throw invalidRequest('You can not pass `payment_intent_data` in `subscription` mode.', {
        param: 'payment_intent_data',
      });
    }
    const session = createCheckoutSession(store, {
      mode,
      priceId: item.price,
      quantity: item.quantity,
      customer,
      customerEmail,
      clientReferenceId: optionalString(params, 'client_reference_id') || null,
      metadata: applyMetadata({}, params),
      successUrl: optionalUrl(params, 'success_url'),
      cancelUrl: optionalUrl(params, 'cancel_url'),
      trialPeriodDays: optionalInteger(params, 'subscription_data[trial_period_days]', { min: 1, max: 730 }) ?? null,
      subscriptionMetadata: applyMetadata({}, params, 'subscription_data[metadata]'),
      paymentIntentMetadata: applyMetadata({}, params, 'payment_intent_data[metadata]'),
      paymentMethodCollection:
        optionalEnum(params, 'payment_method_collection', ['always', 'if_required'] as const) ?? null,
      missingPaymentMethod:
        optionalEnum(params, 'subscription_data[trial_settings][end_behavior][missing_payment_method]', [
          'cancel',
          'create_invoice',
          'pause',
        ] as const) ?? null,
    });
    return expandPaths(params).includes('line_items')
      ? { ...session, line_items: checkoutLineItems(store, session) }
      : session;
  }),

  route('GET', '/v1/checkout/sessions/:id', ({ store, params, path }) => {
    const session = findCheckoutSession(store, path.id);
    expireIfDue(store, session);
    return expandPaths(params).includes('line_items')
      ? { ...session, line_items: checkoutLineItems(store, session) }
      : session;
  }),

  route('GET', '/v1/checkout/sessions/:id/line_items', ({ store, path }) =>
    checkoutLineItems(store, findCheckoutSession(store, path.id)),
  ),

  route('POST', '/v1/checkout/sessions/:id/expire', ({ store, path }) =>
    expireCheckoutSession(store, findCheckoutSession(store, path.id)),
  ),

  route('GET', '/v1/checkout/sessions', ({ store, params }) => {
    const filters = {
      payment_intent: optionalString(params, 'payment_intent'),
      customer: optionalString(params, 'customer'),
      subscription: optionalString(params, 'subscription'),
      status: optionalEnum(params, 'status', ['open', 'complete', 'expired'] as const),
    };
    const sessions = Object.values(store.state.checkoutSessions).filter((session) =>
      Object.entries(filters).every(
        ([field, wanted]) => wanted === undefined || session[field as keyof typeof filters] === wanted,
      ),
    );
    return listResponse(sessions, params, '/v1/checkout/sessions', 'checkout.session');
  }),

  route('POST', '/v1/billing_portal/sessions', ({ store, params }) =>
    createPortalSession(store, requiredString(params, 'customer'), optionalUrl(params, 'return_url')),
  ),
];
