import { deleteStoryViews, type StoryRecord } from '../../db/stories';
import { requireEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { storyKeys } from '../../media/story-keys';

/**
 * A story item is gone (deleted by its owner, by account deletion, or by the
 * TTL once it expired): its media and its views go too. Idempotent, so a
 * retried stream record does no harm. The bucket's lifecycle rule is the
 * backstop for anything this never reaches.
 */
export async function purgeStory(
  story: Pick<StoryRecord, 'storyId' | 'memberId' | 'mediaKey' | 'posterKey' | 'thumbKey' | 'widths'>,
  byTtl: boolean,
): Promise<void> {
  const keys = [
    story.mediaKey,
    story.posterKey,
    story.thumbKey,
    ...storyKeys.variants(story.mediaKey, story.widths),
  ].filter((key): key is string => Boolean(key));
  // The S3 client loads with the first story purged, not with every cold start of the table stream
  // (decision 0078).
  const { deleteObjects } = await import('../../media/objects');
  await deleteObjects(requireEnv('STORIES_BUCKET'), keys);
  const views = await deleteStoryViews(story.storyId);
  logger.info('Story purged', { storyId: story.storyId, byTtl, objects: keys.length, views });
}
