import { deleteCustomerLookup } from '../../db/billing-customers';
import { logger } from '../../lib/logger';
import { stripeClient } from '../../lib/stripe-client';

const ENDED = new Set(['canceled', 'incomplete_expired']);

const isMissing = (error: unknown) => (error as { code?: string }).code === 'resource_missing';

/**
 * A deleted account's billing ends. The customer lookup goes first, so the
 * webhooks the cancellation causes find no member and write nothing; then
 * every subscription is canceled at once (nothing is charged after the
 * account is gone) and the Stripe customer is deleted. Runs from the table
 * stream when the account's billing record is deleted (the record carries the
 * customer id); a Stripe outage fails the batch and the stream retries, so a
 * plan is never left charging.
 */
export async function closeBilling(memberId: string, customerId: string): Promise<void> {
  await deleteCustomerLookup(customerId);
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
  logger.info('Billing closed for a deleted account', { memberId, customerId, canceled });
}
