import { IMAGE_VARIANT_FORMATS, variantPath } from '#shared/media/image-variants.ts';

/** Where held media waits for a moderator, in the photos and stories buckets: never served, never processed. */
export const HELD_PREFIX = 'held/';

/**
 * Object keys in the photos bucket. Everything a member owns lives under
 * their id, so deleting an account is a prefix delete; raw browser uploads
 * land under uploads/ where the S3 event handler checks them first.
 */
export const photoKeys = {
  memberPrefix: (memberId: string) => `${memberId}/`,
  uploadPrefix: (memberId: string) => `uploads/${memberId}/`,
  upload: (memberId: string, photoId: string) => `uploads/${memberId}/${photoId}`,
  display: (memberId: string, photoId: string) => `${memberId}/${photoId}.jpg`,
  thumb: (memberId: string, photoId: string) => `${memberId}/${photoId}-thumb.jpg`,
  /**
   * A photo the screening held back as explicit (decision 0082): the processed copies, kept where
   * nothing serves them (the distribution is denied `held/`, like `uploads/`) until a moderator
   * publishes them or the bucket's lifecycle rule expires them after HELD_MEDIA_DAYS.
   */
  heldPrefix: (memberId: string) => `${HELD_PREFIX}${memberId}/`,
  held: (memberId: string, photoId: string) => `${HELD_PREFIX}${memberId}/${photoId}.jpg`,
  heldThumb: (memberId: string, photoId: string) => `${HELD_PREFIX}${memberId}/${photoId}-thumb.jpg`,
  /** The AVIF and WebP copies of a display JPEG (decision 0076), one per width written. */
  variants: (displayKey: string, widths: readonly number[] = []) =>
    widths.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => variantPath(displayKey, width, format))),
};

/** Public URL of a stored object: CloudFront in AWS, s3rver locally. */
export function mediaUrl(baseUrl: string, key: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** Reads the owner and photo id back from an upload key; anything else is not ours to process. */
export function parseUploadKey(key: string): { memberId: string; photoId: string } | undefined {
  const match = /^uploads\/([^/]+)\/([0-9A-Za-z]+)$/.exec(key);
  return match ? { memberId: match[1], photoId: match[2] } : undefined;
}
