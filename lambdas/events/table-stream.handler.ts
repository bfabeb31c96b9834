import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../lib/logger';
import { applyStreamRecord } from './apply-stream-record';

/**
 * The table's stream consumer: keeps derived records in step with the items
 * written. Records are applied in order; on a failure the rest of the batch
 * is reported (ReportBatchItemFailures), so Lambda retries from that record
 * instead of replaying, and double-counting, what already succeeded.
 */
export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    for (const record of event.Records) {
      try {
        await applyStreamRecord(record);
      } catch (error) {
        logger.error('Stream record failed', { eventID: record.eventID, error: error as Error });
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  });
