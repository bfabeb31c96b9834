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
export function streamHandler(
  apply: (record: DynamoDBRecord) => Promise<void>,
  /** The id of the request whose write made the record (db/correlation.ts), if it carries one. */
  correlationOf: (record: DynamoDBRecord) => string | undefined,
) {
  return middy<DynamoDBStreamEvent, DynamoDBBatchResponse>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(publishMetrics())
    .handler(async (event) => {
      for (const record of event.Records) {
        // Work caused by a request logs under that request's id, and items it writes carry the id on.
        const cause = correlationOf(record);
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
