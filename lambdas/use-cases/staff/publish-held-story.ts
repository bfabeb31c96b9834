import { variantPath } from '#shared/media/image-variants.ts';
import { MAX_ACTIVE_STORIES, STORY_LIFETIME_SECONDS } from '#shared/stories/rules.ts';
import { epochSeconds } from '../../db/conditions';
import { getCase, getReports } from '../../db/moderation';
import { getStory, listMyStories, putPublishedStory, type HeldStory, type StoryRecord } from '../../db/stories';
import { requireEnv } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { deleteObjects } from '../../media/objects';
import { storyImageVariants } from '../../media/process-story-image';
import { storyKeys } from '../../media/story-keys';
import { writeMedia } from '../../media/write-media';
import { readHeld } from './held-media';

const PUBLISH_STORY_CONFLICT_MESSAGES = {
  alreadyPublished: 'This story is already published.',
  full: `The member already has ${MAX_ACTIVE_STORIES} live stories. Try again once one has ended.`,
  expired: 'This story\u2019s 24 hours are over: it can no longer be published.',
} as const;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', mp4: 'video/mp4', webm: 'video/webm' };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** When a story written at `createdAt` ends: a held story keeps the 24 hours it started with. */
const storyEndsAt = (createdAt: string) => epochSeconds(new Date(createdAt)) + STORY_LIFETIME_SECONDS;

/**
 * The held story an open screening report names (decision 0082): the report is where the screening
 * recorded what publishing it needs (caption, original createdAt, media type, keys).
 */
async function findHeldStory(memberId: string, storyId: string): Promise<HeldStory | undefined> {
  const reports = await getReports((await getCase(memberId)).openReportIds);
  for (const report of reports) {
    const held = report.snapshot.held as { kind?: unknown; mediaId?: unknown; story?: HeldStory } | undefined;
    if (held?.kind === 'story' && held.mediaId === storyId && held.story?.memberId === memberId) return held.story;
  }
  return undefined;
}

/**
 * Publishes a story the screening held back as explicit (decision 0082), as it would have been
 * published: its original `createdAt` and caption, so it ends when it would have ended, and only
 * while that is still ahead (a 410 `story_expired` otherwise, before anything is read or written).
 * The processed copies kept under held/ are written to the served keys (an image with the AVIF/WebP
 * copies every image story has, decision 0076), the story item written, and the held copies deleted.
 * Published unblurred, like a held photo: a moderator may blur it afterwards (decision 0073).
 */
export async function publishHeldStory(memberId: string, storyId: string, now = new Date()): Promise<void> {
  const bucket = requireEnv('STORIES_BUCKET');
  if (await getStory(memberId, storyId, now))
    throw new AppError('conflict', PUBLISH_STORY_CONFLICT_MESSAGES.alreadyPublished);
  const held = await findHeldStory(memberId, storyId);
  if (!held) throw notFound('Held story');
  const expiresAt = storyEndsAt(held.createdAt);
  if (expiresAt <= epochSeconds(now)) throw new AppError('story_expired', PUBLISH_STORY_CONFLICT_MESSAGES.expired);
  if ((await listMyStories(memberId, now)).length >= MAX_ACTIVE_STORIES)
    throw new AppError('conflict', PUBLISH_STORY_CONFLICT_MESSAGES.full);

  const servedKeys = [held.mediaKey, held.posterKey, held.thumbKey].filter((key): key is string => key !== null);
  const bodies = await Promise.all(servedKeys.map((key) => readHeld(bucket, storyKeys.held(key), 'Held story')));
  const objects = servedKeys.map((key, index) => ({ key, body: bodies[index]!, contentType: contentTypeOf(key) }));
  let widths: number[] | undefined;
  if (held.mediaType === 'image') {
    const encoded = await storyImageVariants(bodies[0]!);
    widths = encoded.widths;
    for (const variant of encoded.variants)
      objects.push({
        key: variantPath(held.mediaKey, variant.width, variant.format),
        body: variant.body,
        contentType: variant.contentType,
      });
  }
  // Written before the story names them, so no strip or viewer ever links a missing file.
  await Promise.all(objects.map((object) => writeMedia(bucket, object.key, object.body, object.contentType)));
  const story: StoryRecord = { ...held, ...(widths ? { widths } : {}), expiresAt, viewCount: 0 };
  // Another moderator was quicker: the objects just written are that story's own, under the same keys.
  if (!(await putPublishedStory(story)))
    throw new AppError('conflict', PUBLISH_STORY_CONFLICT_MESSAGES.alreadyPublished);
  await deleteObjects(
    bucket,
    servedKeys.map((key) => storyKeys.held(key)),
  );
}
