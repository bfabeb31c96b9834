import type { MyStory, Story, StoryMember } from '#shared/schemas/stories.ts';
import type { StoryRecord } from '../../db/stories';
import { requireEnv } from '../../lib/env';
import { mediaUrl } from '../../media/photo-keys';
import { presentMemberCard } from '../profile/present-profile';

function presentMedia(story: StoryRecord) {
  const base = requireEnv('MEDIA_BASE_URL');
  return {
    id: story.storyId,
    mediaType: story.mediaType,
    mediaUrl: mediaUrl(base, story.mediaKey),
    posterUrl: story.posterKey ? mediaUrl(base, story.posterKey) : null,
    thumbUrl: mediaUrl(base, story.thumbKey),
    caption: story.caption ?? null,
    durationSeconds: story.durationSeconds ?? null,
    createdAt: story.createdAt,
    expiresAt: new Date(story.expiresAt * 1000).toISOString(),
    ...(story.blurred ? { blurred: true } : {}),
    ...(story.widths?.length ? { widths: story.widths } : {}),
  };
}

export const presentMyStory = (story: StoryRecord): MyStory => ({
  ...presentMedia(story),
  viewCount: Number(story.viewCount ?? 0),
});
export const presentStory = (story: StoryRecord, viewed: boolean): Story => ({ ...presentMedia(story), viewed });
export const presentStoryMember = (memberId: string, profile: Record<string, unknown> | undefined): StoryMember =>
  presentMemberCard(memberId, profile);
