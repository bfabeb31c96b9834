/** The hosted Checkout page: what is bought, the card form, and the outcome of a finished session. */
import { unitAmountOf } from '../billing/catalog';
import type { CheckoutSession, Price, Product } from '../types';
import { TEST_CARD_HINT, cardFields, escapeHtml, formatAmount, page } from './layout';

export type CheckoutPageView = {
  session: CheckoutSession;
  price: Price;
  product: Product | undefined;
  quantity: number;
  trialPeriodDays: number | null;
  /** A refused card or a form mistake, shown with role="alert". */
  error?: string;
  values?: { number?: string; expiry?: string; name?: string };
};

const perInterval = (price: Price) => (price.recurring ? `/${price.recurring.interval}` : '');

export function submitLabel(view: Pick<CheckoutPageView, 'session' | 'trialPeriodDays'>): string {
  if (view.session.mode === 'payment') return `Pay ${formatAmount(view.session.amount_total ?? 0)}`;
  return view.trialPeriodDays ? 'Start trial' : 'Subscribe';
}

export function renderCheckoutPage(view: CheckoutPageView): string {
  const { session, price, product, quantity, trialPeriodDays } = view;
  const name = product?.name ?? 'Kindred';
  const each = `${formatAmount(unitAmountOf(price) * quantity)}${perInterval(price)}`;
  const summary =
    session.mode === 'subscription'
      ? `<p class="price">${escapeHtml(each)}</p>
${trialPeriodDays ? `<p>${trialPeriodDays}-day free trial, then ${escapeHtml(each)}</p><p class="muted">Due today: $0.00. Cancel any time before the trial ends.</p>` : ''}`
      : `${product?.description ? `<p class="muted">${escapeHtml(product.description)}</p>` : ''}
<p class="price">${escapeHtml(formatAmount(session.amount_total ?? 0))}</p>${quantity > 1 ? `<p class="muted">${quantity} × ${escapeHtml(formatAmount(unitAmountOf(price)))}</p>` : ''}`;
  const back = session.cancel_url ? `<a class="back" href="${escapeHtml(session.cancel_url)}">Back</a>` : '';
  return page(
    `Checkout · ${name}`,
    `<section class="card" aria-labelledby="product-name">
<h1 id="product-name">${escapeHtml(name)}</h1>
${summary}
</section>
<section class="card">
<h2>Pay with card</h2>
<form method="post" action="/checkout/${escapeHtml(session.id)}">
${view.error ? `<p role="alert">${escapeHtml(view.error)}</p>` : ''}
${cardFields(view.values, { withName: true })}
<button type="submit">${escapeHtml(submitLabel(view))}</button>
</form>
${
  // payment_method_collection=if_required with nothing due: Checkout lets the trial start without a card.
  session.payment_method_collection === 'if_required' && session.amount_total === 0
    ? `<form method="post" action="/checkout/${escapeHtml(session.id)}"><input type="hidden" name="cardNumber" value=""><button type="submit" class="secondary">Start trial without a card</button></form>`
    : ''
}
${back}
</section>
${TEST_CARD_HINT}`,
  );
}

/** A completed or expired session shows a plain message instead of the form. */
export function renderCheckoutClosed(session: CheckoutSession): string {
  const complete = session.status === 'complete';
  const message = complete
    ? 'This checkout is complete. You can close this page.'
    : 'This checkout session has expired. Go back to Kindred and start again.';
  const link =
    complete && session.success_url
      ? `<a class="back" href="${escapeHtml(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id))}">Continue to Kindred</a>`
      : session.cancel_url
        ? `<a class="back" href="${escapeHtml(session.cancel_url)}">Back</a>`
        : '';
  return page(
    complete ? 'Checkout complete' : 'Checkout expired',
    `<section class="card">
<h1>${complete ? 'Payment complete' : 'Checkout expired'}</h1>
<p>${message}</p>
${link}
</section>`,
  );
}

export function renderNotFound(what: string): string {
  return page('Not found', `<section class="card"><h1>Not found</h1><p>${escapeHtml(what)}</p></section>`);
}
