import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3 } from '../lib/s3-client';

export const UPLOAD_URL_SECONDS = 300;

/**
 * A presigned POST bound to one exact key, one content type and a size range.
 * In AWS the policy is enforced by S3; s3rver ignores it, which is why the
 * S3 event handler checks every upload again.
 */
export async function presignUpload(bucket: string, key: string, contentType: string, maxBytes: number) {
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_URL_SECONDS,
  });
  return { url, fields };
}

/** When a form signed at `now` stops being accepted, as the ticket tells the browser. */
export const uploadUrlExpiry = (now: Date) => new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString();

/** The ticket for a one-file upload: the form for `key`, the size limit it enforces and when it expires. */
export async function presignTicket(bucket: string, key: string, contentType: string, maxBytes: number, now: Date) {
  return { ...(await presignUpload(bucket, key, contentType, maxBytes)), maxBytes, expiresAt: uploadUrlExpiry(now) };
}
