import type { S3Event } from 'aws-lambda';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../lib/logger';
import { decodeS3EventKey } from '../media/s3-keys';
import { processPhotoUpload } from '../use-cases/profile/process-photo-upload';

/** S3 ObjectCreated on the photos bucket's upload prefix. */
export const handler = middy<S3Event, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    for (const record of event.Records) {
      await processPhotoUpload(record.s3.bucket.name, decodeS3EventKey(record.s3.object.key));
    }
  });
