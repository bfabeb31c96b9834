import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from './logger';
import { publishMetrics } from './metrics';

/**
 * The shared stack for table-stream consumers. Records are applied in order;
 * on a failure the rest of the batch is reported (ReportBatchItemFailures),
 * so Lambda retries from that record instead of replaying, and repeating,
 * what already succeeded.
 */
export function streamHandler(apply: (record: DynamoDBRecord) => Promise<void>) {
  return middy<DynamoDBStreamEvent, DynamoDBBatchResponse>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(publishMetrics())
    .handler(async (event) => {
      for (const record of event.Records) {
        // Work caused by a request logs under that request's id (an item written with causedBy()).
        const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
        const cause = image?.requestId?.S;
        if (cause) logger.setCorrelationId(cause);
        else logger.removeKeys(['correlation_id']);
        try {
          await apply(record);
        } catch (error) {
          logger.error('Stream record failed; the stream will retry it', {
            eventID: record.eventID,
            error: error as Error,
          });
          return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
        }
      }
      return { batchItemFailures: [] };
    });
}
