import type { BillingStatus } from '#shared/schemas/billing.ts';
import { getCustomerId } from '../../db/billing-customers';
import { stripeClient } from '../../lib/stripe-client';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { currentSubscription } from './member-subscription';
import { syncCustomer } from './sync-customer';

/**
 * The success page and the refresh button: sync from Stripe now (a checkout
 * may have finished before its webhook arrived), then answer what is stored.
 * Every route reads the stored entitlement without a cache, so they all agree
 * with this answer from here on.
 */
export async function checkSubscription(memberId: string, now = new Date()): Promise<BillingStatus> {
  await enforceRateLimit(memberId, 'subscriptionCheck', now.getTime());
  const customer = await getCustomerId(memberId);
  if (customer) await syncCustomer(await stripeClient(), customer);
  const { subscription, billing } = await currentSubscription(memberId, now);
  return { subscription, billing };
}
