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
