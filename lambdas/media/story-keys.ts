import { IMAGE_VARIANT_FORMATS, variantPath } from '#shared/media/image-variants.ts';
import { HELD_PREFIX } from './photo-keys';

/**
 * Object keys in the stories bucket. The media CDN serves only `stories/*`
 * from it (infra/constructs/media-storage.ts), so raw browser uploads sit
 * under `uploads/`, which nothing serves, until the S3 handler has checked
 * and cleaned them.
 */
export type StoryUploadPart = 'media' | 'poster';

export const storyKeys = {
  uploadPrefix: (memberId: string) => `uploads/${memberId}/`,
  upload: (memberId: string, storyId: string, part: StoryUploadPart) => `uploads/${memberId}/${storyId}/${part}`,
  memberPrefix: (memberId: string) => `stories/${memberId}/`,
  image: (memberId: string, storyId: string) => `stories/${memberId}/${storyId}.jpg`,
  video: (memberId: string, storyId: string, container: 'mp4' | 'webm') =>
    `stories/${memberId}/${storyId}.${container}`,
  poster: (memberId: string, storyId: string) => `stories/${memberId}/${storyId}-poster.jpg`,
  thumb: (memberId: string, storyId: string) => `stories/${memberId}/${storyId}-thumb.jpg`,
  /**
   * A story the screening held back as explicit (decision 0082): its processed copies under the names
   * they would be served at, moved from `stories/` to `held/`, which the distribution is denied. The
   * bucket's 2-day expiry deletes them if no moderator publishes them; a story past its 24 hours
   * cannot be published anyway.
   */
  heldPrefix: (memberId: string) => `${HELD_PREFIX}${memberId}/`,
  held: (servedKey: string) => `${HELD_PREFIX}${servedKey.replace(/^stories\//, '')}`,
  /** An image story's AVIF and WebP copies (decision 0076), named after its JPEG. */
  variants: (imageKey: string, widths: readonly number[] = []) =>
    widths.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => variantPath(imageKey, width, format))),
};

export function parseStoryUploadKey(
  key: string,
): { memberId: string; storyId: string; part: StoryUploadPart } | undefined {
  const match = /^uploads\/([^/]+)\/([0-9A-HJKMNP-TV-Z]{26})\/(media|poster)$/.exec(key);
  return match ? { memberId: match[1]!, storyId: match[2]!, part: match[3] as StoryUploadPart } : undefined;
}
