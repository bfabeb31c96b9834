import { PLANS, TRIAL_DAYS } from '#shared/billing/catalog.ts';
import { statusGrantsTier } from '#shared/billing/entitlement.ts';
import type { CreateCheckoutSession, Redirect } from '#shared/schemas/billing.ts';
import { AppError } from '../../lib/errors';
import { callStripe, stripeClient } from '../../lib/stripe-client';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { currentSubscription } from './member-subscription';
import { ensureCustomer } from './billing-customer';
import { subscriptionReturnUrls } from './checkout-urls';
import { priceFor } from './prices';

const alreadySubscribed = () =>
  new AppError('already_subscribed', 'You already have a plan. Use Manage Subscription to change it.');

/**
 * Stripe Checkout in subscription mode for one plan key. The price is
 * resolved on the server from the plan's lookup key. A member with a plan
 * changes it in the portal instead (two subscriptions would charge twice),
 * and the 30-day trial is for a first subscription only.
 */
export async function createCheckoutSession(
  memberId: string,
  { plan }: CreateCheckoutSession,
  now = new Date(),
): Promise<Redirect> {
  if ((await currentSubscription(memberId, now)).billing) throw alreadySubscribed();
  // Counted before the payment provider is asked anything (the limit guards those calls), after our own checks.
  await enforceRateLimit(memberId, 'billingSession', now.getTime());

  const stripe = await stripeClient();
  const customer = await ensureCustomer(stripe, memberId);
  // Stripe knows of a subscription the webhook has not reported yet; it decides, not our copy.
  const { data: previous } = await callStripe('check your plans', () =>
    stripe.subscriptions.list({ customer, status: 'all', limit: 10 }),
  );
  if (previous.some((subscription) => statusGrantsTier(subscription.status))) throw alreadySubscribed();

  const price = await priceFor(stripe, PLANS[plan].lookupKey, now.getTime());
  const metadata = { memberId, planKey: plan };
  const session = await callStripe('start checkout', () =>
    stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: memberId,
        line_items: [{ price: price.id, quantity: 1 }],
        // marketing spec "Business constants and limits": the trial needs a card, so Checkout always collects one.
        payment_method_collection: 'always',
        subscription_data: { metadata, ...(previous.length === 0 ? { trial_period_days: TRIAL_DAYS } : {}) },
        metadata,
        ...subscriptionReturnUrls(),
      },
      {
        // A double click within the same minute opens the same checkout, not a second one.
        idempotencyKey: `kindred-checkout-${memberId}-${plan}-${Math.floor(now.getTime() / 60_000)}`,
      },
    ),
  );
  if (!session.url)
    throw new AppError('payment_provider_error', 'The payment provider did not open a checkout. Please try again.');
  return { url: session.url };
}
