import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { correlationIdOf } from '../db/correlation';
import { markStripeEventDone } from '../db/stripe-events';
import { METRIC } from '../lib/metric-names';
import { countMetric } from '../lib/metrics';
import { streamHandler } from '../lib/stream-handler';
import { stripeClient } from '../lib/stripe-client';
import { applySyncTarget } from '../use-cases/billing/apply-sync-target';
import { closeBilling } from '../use-cases/billing/close-billing';
import type { StripeSyncTarget } from '../db/stripe-events';

const imageOf = (image: unknown) => (image ? unmarshall(image as Record<string, AttributeValue>) : undefined);

/** The one record kind this consumer acts on, or undefined (its event source mapping filters the rest out). */
async function apply(record: DynamoDBRecord): Promise<void> {
  const after = imageOf(record.dynamodb?.NewImage);
  const before = imageOf(record.dynamodb?.OldImage);
  if (record.eventName !== 'REMOVE' && after?.entity === 'stripeEvent' && after.status === 'received') {
    const target = after.target as StripeSyncTarget;
    try {
      await applySyncTarget(await stripeClient(), target);
    } catch (error) {
      countMetric(METRIC.stripeSyncFailed);
      throw error;
    }
    await markStripeEventDone(String(after.eventId));
    // A checkout or payment intent brought in line is a payment the member now has.
    if (target.kind !== 'customer') countMetric(METRIC.payments);
    return;
  }
  if (record.eventName === 'REMOVE' && before?.entity === 'billingCustomer') {
    await closeBilling(String(before.memberId), String(before.stripeCustomerId));
  }
}

/**
 * The table stream's billing consumer: the work that needs Stripe's API.
 * - A verified Stripe event the webhook stored: bring what it names in line
 *   with Stripe, then mark it done. A failure fails the batch from that
 *   record; the stream retries it, then parks it in the failure queue.
 * - A deleted account's billing record: cancel at Stripe (close-billing.ts).
 * Its own Lambda, so the Stripe SDK stays out of the webhook and the main
 * stream handler (decision 0015).
 */
export const handler = streamHandler(apply, correlationIdOf);
