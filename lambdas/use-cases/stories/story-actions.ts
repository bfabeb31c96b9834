import { deleteStory as removeStory, recordStoryView as writeView } from '../../db/stories';
import { notFound } from '../../lib/errors';

/**
 * Deletes one of my stories. Only the item goes here; its stream REMOVE then
 * deletes the media and the views (purge-story.ts), as it does when the TTL
 * removes an expired one.
 */
export async function deleteMyStory(memberId: string, storyId: string): Promise<{ deleted: true }> {
  if (!(await removeStory(memberId, storyId))) throw notFound('Story');
  return { deleted: true };
}

/** A view of another member's live story, once per viewer and story; my own views are not counted. */
export async function recordStoryView(
  viewerId: string,
  ownerId: string,
  storyId: string,
  now = new Date(),
): Promise<{ recorded: boolean }> {
  if (viewerId === ownerId) return { recorded: false };
  const outcome = await writeView(ownerId, storyId, viewerId, now);
  if (outcome === 'unavailable') throw notFound('Story');
  return { recorded: outcome === 'recorded' };
}
