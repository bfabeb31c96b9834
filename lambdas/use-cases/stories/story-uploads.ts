import { ulid } from 'ulid';
import type { CreateStoryUpload, StoryUploadTicket } from '#shared/schemas/stories.ts';
import { MAX_ACTIVE_STORIES, MAX_POSTER_BYTES, MAX_STORY_BYTES, storyMediaTypeOf } from '#shared/stories/rules.ts';
import { getProfile } from '../../db/profiles';
import { listMyStories, putPendingStoryUpload } from '../../db/stories';
import { requireEnv } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { presignUpload, uploadUrlExpiry } from '../../media/presign-upload';
import { storyKeys } from '../../media/story-keys';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { requireGoodStanding } from '../moderation/standing';

/**
 * Presigned POSTs for a story: the file and, for a video, the poster frame
 * the browser took, each bound to its own key under the member's upload
 * prefix. The caption is kept with the upload and published with the story.
 */
export async function createStoryUpload(
  memberId: string,
  input: CreateStoryUpload,
  now = new Date(),
): Promise<StoryUploadTicket> {
  const profile = await getProfile(memberId);
  if (!profile) throw notFound('Profile');
  // A suspended member cannot post (decision 0023).
  await requireGoodStanding(memberId, now, profile);
  // Checked again, atomically enough, when the story is published.
  if ((await listMyStories(memberId, now)).length >= MAX_ACTIVE_STORIES) {
    throw new AppError('limit_reached', `You can have at most ${MAX_ACTIVE_STORIES} active stories`);
  }
  await enforceRateLimit(memberId, 'storyUpload', now.getTime());
  const mediaType = storyMediaTypeOf(input.contentType)!;
  const storyId = ulid(now.getTime());
  await putPendingStoryUpload(
    memberId,
    {
      storyId,
      mediaType,
      contentType: input.contentType,
      hasPoster: Boolean(input.poster),
      caption: input.caption,
      createdAt: now.toISOString(),
    },
    now,
  );
  const bucket = requireEnv('STORIES_BUCKET');
  const [media, poster] = await Promise.all([
    presignUpload(bucket, storyKeys.upload(memberId, storyId, 'media'), input.contentType, MAX_STORY_BYTES),
    input.poster
      ? presignUpload(bucket, storyKeys.upload(memberId, storyId, 'poster'), input.poster.contentType, MAX_POSTER_BYTES)
      : null,
  ]);
  return {
    storyId,
    media,
    poster,
    maxBytes: MAX_STORY_BYTES,
    expiresAt: uploadUrlExpiry(now),
  };
}
