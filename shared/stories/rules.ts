/**
 * Stories (marketing spec "States and transitions", "Validation rules" and
 * "Business constants and limits"): what a story may be, how long it lives, and
 * how the strip orders other members' stories. Pure, so the web app and the
 * Lambdas share one copy of each rule.
 */

/** A story lives 24 hours from when it is shared. */
export const STORY_LIFETIME_SECONDS = 24 * 3600;
export const MAX_STORY_BYTES = 10 * 1024 * 1024;
export const STORY_CAPTION_MAX = 150;
/** The viewer moves on after this long on an image; a video plays to its end (decision 0018). */
export const STORY_IMAGE_SECONDS = 5;

/** Images are re-encoded like photos; HEIC is left out because the image library cannot decode it. */
export const STORY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** MP4 and WebM: the two containers the server can strip of metadata (decision 0018). */
export const STORY_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const STORY_CONTENT_TYPES = [...STORY_IMAGE_TYPES, ...STORY_VIDEO_TYPES] as const;
export type StoryContentType = (typeof STORY_CONTENT_TYPES)[number];

/** A video story carries a poster: a JPEG frame the browser takes, checked and re-encoded on the server. */
export const POSTER_CONTENT_TYPE = 'image/jpeg';
export const MAX_POSTER_BYTES = 2 * 1024 * 1024;

/** Active stories a member may have at once; far above what a person shares in a day. */
export const MAX_ACTIVE_STORIES = 30;
/** How many of other members' active stories the strip reads, newest first. */
export const STORY_FEED_LIMIT = 100;

export type StoryMediaType = 'image' | 'video';

export function storyMediaTypeOf(contentType: string): StoryMediaType | undefined {
  if ((STORY_IMAGE_TYPES as readonly string[]).includes(contentType)) return 'image';
  if ((STORY_VIDEO_TYPES as readonly string[]).includes(contentType)) return 'video';
  return undefined;
}

/** Why a chosen file cannot be a story, before anything is sent (marketing spec "Validation rules"). */
export function storyFileProblem(file: {
  type: string;
  size: number;
}): 'invalidType' | 'tooLarge' | 'unsupportedVideo' | null {
  const baseType = file.type.split(';')[0]!.trim().toLowerCase();
  if (!baseType.startsWith('image/') && !baseType.startsWith('video/')) return 'invalidType';
  if (!storyMediaTypeOf(baseType)) return baseType.startsWith('video/') ? 'unsupportedVideo' : 'invalidType';
  if (file.size > MAX_STORY_BYTES) return 'tooLarge';
  return null;
}

/** Caption: trimmed, at most 150 characters, and empty becomes null (marketing spec "Validation rules"). */
export function normaliseCaption(caption: string | null | undefined): string | null {
  const trimmed = (caption ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

export type StoryOrderEntry = { memberId: string; createdAt: string; isMatch: boolean };

/**
 * The strip's order of other members: matches first, then everyone else; in
 * each part, the member whose newest story is newest comes first.
 */
export function orderStoryOwners<T extends StoryOrderEntry>(stories: readonly T[]): string[] {
  const newest = new Map<string, { at: string; isMatch: boolean }>();
  for (const story of stories) {
    const seen = newest.get(story.memberId);
    if (!seen || story.createdAt > seen.at) newest.set(story.memberId, { at: story.createdAt, isMatch: story.isMatch });
  }
  return [...newest.entries()]
    .sort(([, a], [, b]) => (a.isMatch === b.isMatch ? b.at.localeCompare(a.at) : a.isMatch ? -1 : 1))
    .map(([memberId]) => memberId);
}

/** Where the viewer opens a member's stories: the first one not yet seen, else the first. */
export function firstUnseenIndex(stories: readonly { viewed: boolean }[]): number {
  const index = stories.findIndex((story) => !story.viewed);
  return index === -1 ? 0 : index;
}
