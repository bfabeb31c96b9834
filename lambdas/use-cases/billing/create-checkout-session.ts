import { PLANS, TRIAL_DAYS } from '#shared/billing/catalog.ts';
import { attentionOf, statusIsLive } from '#shared/billing/entitlement.ts';
import type { CreateCheckoutSession, Redirect } from '#shared/schemas/billing.ts';
import { AppError } from '../../lib/errors';
import { callStripe, stripeClient } from '../../lib/stripe-client';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { currentSubscription } from './member-subscription';
import { ensureCustomer } from './billing-customer';
import { subscriptionReturnUrls } from './checkout-urls';
import { openCheckout } from './open-checkout';
import { priceFor } from './prices';

/**
 * Why a member who still holds a live subscription cannot start another, by
 * its status: one that grants a plan is changed in the portal; one waiting on
 * a payment is paid there; a paused one is resumed there. Each answer is a
 * 409 the pricing page turns into opening the portal.
 */
function refusalFor(status: string): AppError {
  const attention = attentionOf(status);
  if (attention === 'paused')
    return new AppError('subscription_paused', 'Your plan is paused. Resume it in Manage Subscription.');
  if (attention !== null && attention !== 'payment_failed')
    return new AppError(
      'subscription_payment_due',
      'Your plan is waiting for a payment. Update your card in Manage Subscription to pay it.',
    );
  return new AppError('already_subscribed', 'You already have a plan. Use Manage Subscription to change it.');
}

/**
 * Stripe Checkout in subscription mode for one plan key. The price is
 * resolved on the server from the plan's lookup key. A member with a plan
 * changes it in the portal instead (two subscriptions would charge twice),
 * and the 30-day trial is for a first subscription only. A member whose
 * subscription waits on them (past due, unpaid, incomplete, paused) fixes or
 * resumes it there too: a second subscription would leave the first billing.
 */
export async function createCheckoutSession(
  memberId: string,
  { plan }: CreateCheckoutSession,
  now = new Date(),
): Promise<Redirect> {
  const { billing } = await currentSubscription(memberId, now);
  if (billing) throw refusalFor(billing.status);
  // Counted before the payment provider is asked anything (the limit guards those calls), after our own checks.
  await enforceRateLimit(memberId, 'billingSession', now.getTime());

  const stripe = await stripeClient();
  const customer = await ensureCustomer(stripe, memberId);
  // Stripe knows of a subscription the webhook has not reported yet; it decides, not our copy.
  const { data: previous } = await callStripe('check your plans', () =>
    stripe.subscriptions.list({ customer, status: 'all', limit: 10 }),
  );
  // Whatever its state, a subscription Stripe still holds rules out a second one (two would bill twice).
  const live = previous.find((subscription) => statusIsLive(subscription.status));
  if (live) throw refusalFor(live.status);

  const price = await priceFor(stripe, PLANS[plan].lookupKey, now.getTime());
  const metadata = { memberId, planKey: plan };
  const session = await openCheckout(
    stripe,
    { memberId, customer },
    price.id,
    {
      mode: 'subscription',
      // marketing spec "Business constants and limits": the trial needs a card, so Checkout always collects one.
      payment_method_collection: 'always',
      subscription_data: { metadata, ...(previous.length === 0 ? { trial_period_days: TRIAL_DAYS } : {}) },
      metadata,
      ...subscriptionReturnUrls(),
    },
    // A double click within the same minute opens the same checkout, not a second one.
    `kindred-checkout-${memberId}-${plan}-${Math.floor(now.getTime() / 60_000)}`,
  );
  return { url: session.url };
}
