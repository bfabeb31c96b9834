import type { MyStory, Story, StoryMember } from '#shared/schemas/stories.ts';
import type { StoryRecord } from '../../db/stories';
import { requireEnv } from '../../lib/env';
import { mediaUrl } from '../../media/photo-keys';
import { SENSITIVE_PLACEHOLDER } from '../moderation/sensitive-media';
import { presentMemberCard } from '../profile/present-profile';

/**
 * A borderline story's media go only to its owner or a viewer who opted in (decision 0073); anyone else gets
 * the placeholder as a still image (a video's URL is not handed out either).
 */
function presentMedia(story: StoryRecord, reveal: boolean) {
  const base = requireEnv('MEDIA_BASE_URL');
  const hidden = story.blurred === true && !reveal;
  return {
    id: story.storyId,
    mediaType: hidden ? ('image' as const) : story.mediaType,
    mediaUrl: hidden ? SENSITIVE_PLACEHOLDER : mediaUrl(base, story.mediaKey),
    posterUrl: hidden ? null : story.posterKey ? mediaUrl(base, story.posterKey) : null,
    thumbUrl: hidden ? SENSITIVE_PLACEHOLDER : mediaUrl(base, story.thumbKey),
    caption: story.caption ?? null,
    durationSeconds: story.durationSeconds ?? null,
    createdAt: story.createdAt,
    expiresAt: new Date(story.expiresAt * 1000).toISOString(),
    ...(story.blurred ? { blurred: true } : {}),
    ...(story.widths?.length && !hidden ? { widths: story.widths } : {}),
    ...(story.blurred && !hidden ? { revealable: true } : {}),
  };
}

export const presentMyStory = (story: StoryRecord): MyStory => ({
  ...presentMedia(story, true),
  viewCount: Number(story.viewCount ?? 0),
});
export const presentStory = (story: StoryRecord, viewed: boolean, reveal = false): Story => ({
  ...presentMedia(story, reveal),
  viewed,
});
export const presentStoryMember = (
  memberId: string,
  profile: Record<string, unknown> | undefined,
  reveal = false,
): StoryMember => presentMemberCard(memberId, profile, reveal);
