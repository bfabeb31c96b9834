import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { S3Event } from 'aws-lambda';
import { logger } from './logger';
import { METRIC } from './metric-names';
import { countMetric, publishMetrics } from './metrics';

/** S3 event keys arrive URL-encoded with spaces as '+'; this undoes exactly that. */
export function decodeS3EventKey(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, ' '));
}

/**
 * The shared stack for S3 ObjectCreated consumers: each record's bucket and
 * decoded key go to `process`, one at a time and in order; an outcome of
 * `rejected` is counted (UploadRejected). A failure fails the
 * invocation, so S3's asynchronous invoke retries the whole event; the upload
 * use cases settle an upload once, so the records that already succeeded are
 * not processed again.
 */
export function s3Handler(process: (bucket: string, key: string) => Promise<unknown>) {
  return middy<S3Event, void>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(publishMetrics())
    .handler(async (event) => {
      for (const record of event.Records) {
        const outcome = await process(record.s3.bucket.name, decodeS3EventKey(record.s3.object.key));
        if (outcome === 'rejected') countMetric(METRIC.uploadRejected);
      }
    });
}
