import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

let s3Client: S3Client | undefined;

/**
 * The S3 client, created on first use and kept for the container. Only path-style
 * addressing needs our own variable (the SDK has none for it). Its own module, so
 * only bundles that reach S3 load the S3 package (aws-clients.ts says why).
 */
export function s3(): S3Client {
  s3Client ??= new S3Client({ forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true' });
  return s3Client;
}
