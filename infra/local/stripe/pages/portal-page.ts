/** The customer portal: the member's plans, the card on file, and plain forms to change them. */
import { unitAmountOf } from '../billing/catalog';
import type { PortalSession, Subscription } from '../types';
import { TEST_CARD_HINT, cardFields, escapeHtml, formatAmount, formatDate, page } from './layout';

export type PlanOption = { priceId: string; label: string };

export type PortalView = {
  session: PortalSession;
  subscriptions: Array<{ subscription: Subscription; productName: string }>;
  plans: PlanOption[];
  card: { brand: string; last4: string } | null;
  /** Confirmation after a redirect (role="status"). */
  notice?: string;
  /** A failed action, shown under the heading (role="alert"). */
  error?: string;
  /** A refused card, shown in the card form (role="alert"). */
  cardError?: string;
  values?: { number?: string; expiry?: string };
};

const STATUS_LABELS: Record<Subscription['status'], string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

function timeline(subscription: Subscription): string {
  const periodEnd = subscription.items.data[0].current_period_end;
  if (subscription.cancel_at_period_end || subscription.cancel_at)
    return `Cancels on ${formatDate(subscription.cancel_at ?? periodEnd)}`;
  if (subscription.status === 'trialing' && subscription.trial_end)
    return `Trial ends ${formatDate(subscription.trial_end)}`;
  if (subscription.status === 'past_due') return 'Your last payment failed; we will retry your card.';
  return `Renews on ${formatDate(periodEnd)}`;
}

function subscriptionSection(view: PortalView, subscription: Subscription, productName: string): string {
  const base = `/portal/${escapeHtml(view.session.id)}`;
  const item = subscription.items.data[0];
  const price = `${formatAmount(unitAmountOf(item.price) * (item.quantity ?? 1))}/${item.price.recurring?.interval ?? 'month'}`;
  const hidden = `<input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}">`;
  const selectId = `plan-${escapeHtml(subscription.id)}`;
  const options = view.plans
    .map(
      (plan) =>
        `<option value="${escapeHtml(plan.priceId)}"${plan.priceId === item.price.id ? ' selected' : ''}>${escapeHtml(plan.label)}</option>`,
    )
    .join('');
  const cancelOrResume =
    subscription.cancel_at_period_end || subscription.status === 'paused'
      ? `<form method="post" action="${base}/resume">${hidden}<button type="submit">Resume plan</button></form>`
      : `<form method="post" action="${base}/cancel">${hidden}<button type="submit" class="secondary">Cancel plan</button></form>`;
  return `<section class="card" aria-labelledby="name-${escapeHtml(subscription.id)}">
<h2 id="name-${escapeHtml(subscription.id)}">${escapeHtml(productName)}</h2>
<p class="price">${escapeHtml(price)}</p>
<p>Status: ${STATUS_LABELS[subscription.status]}</p>
<p class="muted">${escapeHtml(timeline(subscription))}</p>
<form method="post" action="${base}/switch">${hidden}
<label for="${selectId}">Plan</label>
<select id="${selectId}" name="price">${options}</select>
<button type="submit">Switch plan</button>
</form>
${cancelOrResume}
</section>`;
}

export function renderPortalPage(view: PortalView): string {
  const base = `/portal/${escapeHtml(view.session.id)}`;
  const plans = view.subscriptions.length
    ? view.subscriptions
        .map(({ subscription, productName }) => subscriptionSection(view, subscription, productName))
        .join('\n')
    : '<section class="card"><p>You have no active plan.</p></section>';
  const card = view.card
    ? `<p>Card on file: ${escapeHtml(view.card.brand.charAt(0).toUpperCase() + view.card.brand.slice(1))} ·· ${escapeHtml(view.card.last4)}</p>`
    : '<p>No card on file.</p>';
  const back = view.session.return_url
    ? `<a class="back" href="${escapeHtml(view.session.return_url)}">Return to Kindred</a>`
    : '';
  return page(
    'Your Kindred plan',
    `<h1>Your Kindred plan</h1>
${view.notice ? `<p role="status">${escapeHtml(view.notice)}</p>` : ''}
${view.error ? `<p role="alert">${escapeHtml(view.error)}</p>` : ''}
${plans}
<section class="card" aria-labelledby="card-heading">
<h2 id="card-heading">Payment method</h2>
${card}
<form method="post" action="${base}/card">
${view.cardError ? `<p role="alert">${escapeHtml(view.cardError)}</p>` : ''}
${cardFields(view.values, { withName: false })}
<button type="submit">Update card</button>
</form>
</section>
${TEST_CARD_HINT}
${back}`,
  );
}
