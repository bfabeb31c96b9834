import { variantPath } from '#shared/media/image-variants.ts';
import type { StoryRejectionReason } from '#shared/schemas/stories.ts';
import {
  MAX_ACTIVE_STORIES,
  MAX_POSTER_BYTES,
  MAX_STORY_BYTES,
  STORY_LIFETIME_SECONDS,
} from '#shared/stories/rules.ts';
import {
  claimStoryUpload,
  getStoryUpload,
  listMyStories,
  publishStory,
  rejectStoryUpload,
  releaseStoryUpload,
  type StoryRecord,
  type StoryUploadRecord,
} from '../../db/stories';
import { logger } from '../../lib/logger';
import { screenImage } from '../../media/screen-on-demand';
import type { Screening } from '../../media/screen-image';
import { cleanAv, MediaRejected } from '../../media/av-container';
import { detectImageType } from '../../media/image-type';
import { deleteObjects, readObject } from '../../media/objects';
import { POSTER_BOX, processStoryImage, STORY_BOX, storyImageVariants } from '../../media/process-story-image';
import { parseStoryUploadKey, storyKeys } from '../../media/story-keys';
import { objectSize, writeMedia } from '../../media/write-media';
import { epochSeconds } from '../../db/conditions';
import { holdForModerators } from '../moderation/screened-media';

type Outcome = 'ready' | 'rejected' | 'waiting' | 'ignored';

/** How long one invocation holds an upload it processes: twice the event functions' 30 s timeout. */
const PROCESSING_LEASE_SECONDS = 60;

const REASON_OF: Record<MediaRejected['reason'], StoryRejectionReason> = {
  not_a_video: 'not_a_video',
  not_audio: 'not_a_video',
  unsupported: 'unsupported_video',
  unreadable: 'unreadable',
};

/**
 * What happens after a story file lands (decision 0018). A video story has
 * two parts, the file and its poster frame; whichever arrives second does
 * the work. The real size and type are checked (magic bytes, never the
 * declared type); images are re-encoded without metadata; videos are cleaned
 * of location and every other metadata by allow-list; the poster is checked
 * and re-encoded. Only then is anything written where the CDN serves it, and
 * the story published. Raw uploads are always deleted in the end, and a
 * rejected upload says why. Several invocations may find the same upload
 * complete (both parts' events, S3's duplicates): one claims it and the others
 * step aside, so nothing is written twice and nothing published is overwritten.
 */
export async function processStoryUpload(bucket: string, key: string, now = new Date()): Promise<Outcome> {
  const owner = parseStoryUploadKey(key);
  const upload = owner ? await getStoryUpload(owner.memberId, owner.storyId, now) : undefined;
  if (!owner || !upload || upload.status !== 'pending' || (owner.part === 'poster' && !upload.hasPoster)) {
    await deleteObjects(bucket, [key]);
    logger.info('Story upload without a pending ticket deleted', { key });
    return 'ignored';
  }
  const { memberId, storyId } = owner;
  const rawKeys = [
    storyKeys.upload(memberId, storyId, 'media'),
    ...(upload.hasPoster ? [storyKeys.upload(memberId, storyId, 'poster')] : []),
  ];
  const sizes = await Promise.all(rawKeys.map((raw) => objectSize(bucket, raw)));
  // The other part is still on its way: its own event will do the work.
  if (sizes.some((size) => size === undefined)) return 'waiting';
  if (!(await claimStoryUpload(memberId, storyId, now, epochSeconds(now) + PROCESSING_LEASE_SECONDS))) {
    logger.info('Story upload already being processed', { memberId, storyId });
    return 'ignored';
  }
  try {
    return await processClaimed(bucket, memberId, storyId, upload, rawKeys, sizes, now);
  } catch (error) {
    await releaseStoryUpload(memberId, storyId).catch(() => undefined);
    throw error;
  }
}

async function processClaimed(
  bucket: string,
  memberId: string,
  storyId: string,
  upload: StoryUploadRecord,
  rawKeys: string[],
  sizes: Array<number | undefined>,
  now: Date,
): Promise<Outcome> {
  const reject = async (reason: StoryRejectionReason) => {
    await rejectStoryUpload(memberId, storyId, reason);
    await deleteObjects(bucket, rawKeys);
    logger.info('Story upload rejected', { memberId, storyId, reason });
    return 'rejected' as const;
  };

  const [mediaSize, posterSize] = sizes as number[];
  if (mediaSize === 0) return reject('empty');
  if (mediaSize > MAX_STORY_BYTES) return reject('too_large');
  if (posterSize !== undefined && (posterSize === 0 || posterSize > MAX_POSTER_BYTES)) return reject('bad_poster');

  const media = await readObject(bucket, rawKeys[0]!);
  let prepared: Prepared;
  try {
    prepared =
      upload.mediaType === 'image'
        ? await prepareImage(memberId, storyId, media, upload)
        : await prepareVideo(memberId, storyId, media, await readObject(bucket, rawKeys[1]!), upload);
  } catch (error) {
    if (error instanceof Rejection) return reject(error.reason);
    throw error;
  }
  if (prepared.explicit) {
    await holdExplicit(bucket, prepared, now);
    return reject('explicit');
  }

  await Promise.all(prepared.objects.map((object) => writeMedia(bucket, object.key, object.body, object.contentType)));
  const createdAt = now.toISOString();
  const story: StoryRecord = {
    ...prepared.story,
    createdAt,
    expiresAt: epochSeconds(now) + STORY_LIFETIME_SECONDS,
    viewCount: 0,
  };
  const outcome = await publishStory(story, (await listMyStories(memberId, now)).length, MAX_ACTIVE_STORIES);
  if (outcome === 'limitReached')
    await deleteObjects(
      bucket,
      prepared.objects.map((object) => object.key),
    );
  await deleteObjects(bucket, rawKeys);
  logger.info('Story processed', { memberId, storyId, outcome, mediaType: story.mediaType });
  return outcome === 'published' ? 'ready' : 'rejected';
}

type Prepared = {
  story: Omit<StoryRecord, 'createdAt' | 'expiresAt' | 'viewCount'>;
  objects: Array<{ key: string; body: Buffer; contentType: string }>;
  /** Screened explicit: the image the classifier read, kept for the moderators' blurred copy. */
  explicit?: { screening: Screening; image: Buffer };
};

/**
 * The image a story shows first (the picture, or a video's poster) is
 * classified before anything is written where the CDN serves it (decision
 * 0070): explicit is refused and held for the moderators; borderline is
 * published blurred.
 */
async function screenStoryImage(image: Buffer): Promise<{ blurred?: boolean; explicit?: Prepared['explicit'] }> {
  const screening = await screenImage(image);
  if (screening.verdict === 'explicit') return { explicit: { screening, image } };
  return screening.verdict === 'borderline' ? { blurred: true } : {};
}

/**
 * An explicit story is refused, but its processed copies (metadata already stripped) wait under
 * held/, where nothing serves them, and the screening report records the story as it would have been
 * written, so a moderator who finds the verdict wrong can still publish it within its 24 hours
 * (decision 0082). Its AVIF/WebP copies are made only if it is published.
 */
async function holdExplicit(bucket: string, prepared: Prepared, now: Date): Promise<void> {
  const { story, objects, explicit } = prepared;
  await Promise.all(
    objects.map((object) => writeMedia(bucket, storyKeys.held(object.key), object.body, object.contentType)),
  );
  await holdForModerators({
    memberId: story.memberId,
    kind: 'story',
    mediaId: story.storyId,
    image: explicit!.image,
    screening: explicit!.screening,
    story: { ...story, createdAt: now.toISOString() },
    now,
  });
}

class Rejection extends Error {
  constructor(readonly reason: StoryRejectionReason) {
    super(reason);
  }
}

async function prepareImage(
  memberId: string,
  storyId: string,
  media: Buffer,
  upload: StoryUploadRecord,
): Promise<Prepared> {
  // Whatever the browser declared: a video, text or anything else sent as an image is refused.
  if (!detectImageType(media.subarray(0, 16))) throw new Rejection('not_an_image');
  let processed;
  try {
    processed = await processStoryImage(media, STORY_BOX);
  } catch (error) {
    logger.info('Story image could not be decoded', { storyId, error: (error as Error).message });
    throw new Rejection('unreadable');
  }
  const { explicit, ...screened } = await screenStoryImage(processed.display);
  const mediaKey = storyKeys.image(memberId, storyId);
  const thumbKey = storyKeys.thumb(memberId, storyId);
  // Past the screening only; a borderline story's copies share its `blurred` flag and its cover.
  const { widths, variants } = explicit ? { widths: [], variants: [] } : await storyImageVariants(processed.display);
  return {
    explicit,
    story: {
      storyId,
      memberId,
      mediaType: 'image' as const,
      mediaKey,
      posterKey: null,
      thumbKey,
      caption: upload.caption,
      durationSeconds: null,
      ...screened,
      ...(explicit ? {} : { widths }),
    },
    objects: [
      { key: mediaKey, body: processed.display, contentType: 'image/jpeg' },
      { key: thumbKey, body: processed.thumb, contentType: 'image/jpeg' },
      ...variants.map((variant) => ({
        key: variantPath(mediaKey, variant.width, variant.format),
        body: variant.body,
        contentType: variant.contentType,
      })),
    ],
  };
}

async function prepareVideo(
  memberId: string,
  storyId: string,
  media: Buffer,
  posterBytes: Buffer,
  upload: StoryUploadRecord,
): Promise<Prepared> {
  let cleaned;
  try {
    cleaned = cleanAv(media);
  } catch (error) {
    if (error instanceof MediaRejected) {
      logger.info('Story video refused', { storyId, reason: error.reason, detail: error.message });
      throw new Rejection(REASON_OF[error.reason]);
    }
    throw error;
  }
  if (cleaned.videoTracks === 0) throw new Rejection('not_a_video');
  if (detectImageType(posterBytes.subarray(0, 16)) !== 'jpeg') throw new Rejection('bad_poster');
  let poster;
  try {
    poster = await processStoryImage(posterBytes, POSTER_BOX);
  } catch {
    throw new Rejection('bad_poster');
  }
  logger.info('Story video cleaned', { storyId, removed: cleaned.removed, durationSeconds: cleaned.durationSeconds });
  const { explicit, ...screened } = await screenStoryImage(poster.display);
  const mediaKey = storyKeys.video(memberId, storyId, cleaned.container);
  const posterKey = storyKeys.poster(memberId, storyId);
  const thumbKey = storyKeys.thumb(memberId, storyId);
  return {
    explicit,
    story: {
      storyId,
      memberId,
      mediaType: 'video' as const,
      mediaKey,
      posterKey,
      thumbKey,
      caption: upload.caption,
      durationSeconds: Math.round(cleaned.durationSeconds * 100) / 100,
      ...screened,
    },
    objects: [
      { key: mediaKey, body: cleaned.bytes, contentType: cleaned.container === 'mp4' ? 'video/mp4' : 'video/webm' },
      { key: posterKey, body: poster.display, contentType: 'image/jpeg' },
      { key: thumbKey, body: poster.thumb, contentType: 'image/jpeg' },
    ],
  };
}
