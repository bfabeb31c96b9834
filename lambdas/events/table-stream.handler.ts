import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { addToGlobalStats } from '../db/global-stats';
import { logger } from '../lib/logger';
import { globalStatsDelta } from './stream-deltas';

/**
 * The table's stream consumer. Records are applied one by one; a failure is
 * reported per item so Lambda retries from that record (ReportBatchItemFailures)
 * instead of replaying the whole batch and double-counting.
 */
export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    for (const record of event.Records) {
      try {
        await addToGlobalStats(globalStatsDelta(record));
      } catch (error) {
        logger.error('Stream record failed', { eventID: record.eventID, error: error as Error });
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  });
