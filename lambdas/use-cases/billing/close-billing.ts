import { deleteCustomerLookup } from '../../db/billing-customers';
import { logger } from '../../lib/logger';
import { stripeClient } from '../../lib/stripe-client';

const ENDED = new Set(['canceled', 'incomplete_expired']);

const isMissing = (error: unknown) => (error as { code?: string }).code === 'resource_missing';

/**
 * A deleted account's billing ends: every subscription is canceled at once
 * (nothing is charged after the account is gone), then the Stripe customer is
 * deleted, then our customer lookup, so the webhooks this causes find no
 * member and write nothing. Runs from the table stream when the account's
 * billing record is deleted; a Stripe outage fails the batch and the stream
 * retries, so a plan is never left charging.
 */
export async function closeBilling(memberId: string, customerId: string): Promise<void> {
  const stripe = await stripeClient();
  let canceled = 0;
  try {
    const { data } = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
    for (const subscription of data.filter((item) => !ENDED.has(item.status))) {
      await stripe.subscriptions.cancel(subscription.id);
      canceled++;
    }
    await stripe.customers.del(customerId);
  } catch (error) {
    // Already deleted (a retried record): nothing left to cancel.
    if (!isMissing(error)) throw error;
  }
  await deleteCustomerLookup(customerId);
  logger.info('Billing closed for a deleted account', { memberId, customerId, canceled });
}
