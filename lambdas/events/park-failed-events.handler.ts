import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { METRIC } from '../lib/metric-names';
import { countMetric, publishMetrics } from '../lib/metrics';
import { failureRecord, parkFailure } from '../use-cases/operations/park-failure';

/**
 * Reads the failure queues (StreamFailures, UploadFailures) and keeps each
 * failed event whole in the table for `npm run redrive`. A message it cannot
 * park (the stream unreachable, a malformed body) is reported and stays in
 * its queue, where the queue-depth alarm sees it.
 */
export const handler = middy<SQSEvent, SQSBatchResponse>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(publishMetrics())
  .handler(async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const message of event.Records) {
      try {
        const parked = await parkFailure(failureRecord.parse(JSON.parse(message.body)));
        countMetric(METRIC.eventsParked, parked.length);
        logger.warn('Failed events parked for redrive', {
          messageId: message.messageId,
          parked: parked.map((p) => ({ queue: p.queue, parkedId: p.parkedId, functionName: p.functionName })),
        });
      } catch (error) {
        logger.error('A failure message could not be parked; it stays in its queue', {
          messageId: message.messageId,
          error: error as Error,
        });
        batchItemFailures.push({ itemIdentifier: message.messageId });
      }
    }
    return { batchItemFailures };
  });
