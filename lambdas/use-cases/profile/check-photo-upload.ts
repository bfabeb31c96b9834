import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../lib/s3-client';
import { logger } from '../../lib/logger';
import { detectImageType, MAX_UPLOAD_BYTES, SNIFF_BYTES, type ImageType } from '../../media/image-type';

export type UploadVerdict =
  | { accepted: true; type: ImageType; size: number }
  | { accepted: false; reason: 'too_large' | 'not_an_image' | 'empty' };

/**
 * Checks an object a browser uploaded. The presigned request already limits
 * size and type in AWS, but s3rver enforces nothing and AWS deserves defence
 * in depth: the real size and the real type (magic bytes) are checked here.
 * The caller deletes what fails.
 */
export async function checkPhotoUpload(bucket: string, key: string): Promise<UploadVerdict> {
  const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  const size = head.ContentLength ?? 0;
  let verdict: UploadVerdict;
  if (size === 0) verdict = { accepted: false, reason: 'empty' };
  else if (size > MAX_UPLOAD_BYTES) verdict = { accepted: false, reason: 'too_large' };
  else {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }),
    );
    const bytes = await object.Body!.transformToByteArray();
    const type = detectImageType(bytes);
    verdict = type ? { accepted: true, type, size } : { accepted: false, reason: 'not_an_image' };
  }
  if (!verdict.accepted) logger.info('Upload rejected', { bucket, key, reason: verdict.reason });
  return verdict;
}
