import { S3Client } from '@aws-sdk/client-s3';

/** The seed's S3 client for s3rver: path-style, and no checksums s3rver does not answer. */
export const seedS3Client = (env: Record<string, string>): S3Client =>
  new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3,
    region: env.AWS_REGION,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
