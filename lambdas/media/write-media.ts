import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../lib/s3-client';

/**
 * Stories and voice notes are deleted long before a year is out: a short
 * cache lifetime bounds how long a CDN edge may keep serving a deleted one
 * (decision 0018). Keys are never reused, so objects never change under a URL.
 */
export const SHORT_LIVED_MEDIA_CACHE = 'public, max-age=600';

export async function writeMedia(bucket: string, key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: SHORT_LIVED_MEDIA_CACHE,
    }),
  );
}

/** The object's size, or undefined when it is not there (yet). */
export async function objectSize(bucket: string, key: string): Promise<number | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    const name = (error as Error).name;
    if (
      name === 'NotFound' ||
      name === 'NoSuchKey' ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
    )
      return undefined;
    throw error;
  }
}
