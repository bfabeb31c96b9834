import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../lib/logger';
import { closeBilling } from '../use-cases/billing/close-billing';

/**
 * The table stream's second consumer, for the one change that needs Stripe:
 * a deleted account's billing record. Its own Lambda, so the Stripe SDK stays
 * out of the main stream handler; its event source mapping passes only these
 * records (EVENT_SUBSCRIPTIONS.billingClosed.filter), and so does the local poller.
 */
export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    for (const record of event.Records) {
      const before = record.dynamodb?.OldImage ? unmarshall(record.dynamodb.OldImage as Record<string, AttributeValue>) : undefined;
      if (record.eventName !== 'REMOVE' || before?.entity !== 'billingCustomer') continue;
      try {
        await closeBilling(String(before.memberId), String(before.stripeCustomerId));
      } catch (error) {
        logger.error('Closing billing failed; the stream will retry', { eventID: record.eventID, error: error as Error });
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  });
