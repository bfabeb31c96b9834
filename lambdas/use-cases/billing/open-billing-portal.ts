import type { Redirect } from '#shared/schemas/billing.ts';
import { getCustomerId } from '../../db/billing-customers';
import { AppError } from '../../lib/errors';
import { callStripe, stripeClient } from '../../lib/stripe-client';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { currentSubscription } from './member-subscription';
import { portalReturnUrl } from './checkout-urls';

/**
 * core spec "Roles and permissions": Manage Subscription (the billing portal) is for subscribed members only; each
 * reaches only their own customer.
 */
export async function openBillingPortal(memberId: string, now = new Date()): Promise<Redirect> {
  const [{ billing }, customer] = await Promise.all([currentSubscription(memberId, now), getCustomerId(memberId)]);
  if (!billing || !customer)
    throw new AppError('not_subscribed', 'Manage Subscription is for members with a paid plan.');
  await enforceRateLimit(memberId, 'billingSession', now.getTime());
  const stripe = await stripeClient();
  const session = await callStripe('open subscription management', () =>
    stripe.billingPortal.sessions.create({ customer, return_url: portalReturnUrl() }),
  );
  return { url: session.url };
}
