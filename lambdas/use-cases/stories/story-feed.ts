import type { StoryFeed, StoryGroup, StoryViewers } from '#shared/schemas/stories.ts';
import { orderStoryOwners, STORY_FEED_LIMIT, STORY_LIFETIME_SECONDS } from '#shared/stories/rules.ts';
import { blockedEitherWay } from '../../db/blocks';
import { getProfilesByIds, listMatchEdges } from '../../db/matches';
import {
  getStory,
  listFeedStories,
  listMyStories,
  listStoryViews,
  viewedByMember,
  type StoryRecord,
} from '../../db/stories';
import { getProfile } from '../../db/profiles';
import { notFound } from '../../lib/errors';
import { revealsSensitive } from '../moderation/sensitive-media';
import { isHiddenFrom, viewerOf } from '../moderation/standing';
import { hiddenByIncognito } from '../profile/incognito';
import { presentMyStory, presentStory, presentStoryMember } from './present-story';

/**
 * The strip: my active stories with their counts, and other members' active
 * stories grouped by member. Blocked members (either way) and incomplete
 * profiles are left out; matches come first, then whoever posted last. About
 * eight requests whatever the number of stories (decision 0018).
 */
export async function listStories(memberId: string, now = new Date()): Promise<StoryFeed> {
  const [me, mine, feed, matches] = await Promise.all([
    getProfile(memberId),
    listMyStories(memberId, now),
    listFeedStories(memberId, now, STORY_LIFETIME_SECONDS, STORY_FEED_LIMIT),
    listMatchEdges(memberId, 100),
  ]);
  const owners = [...new Set(feed.map((story) => story.memberId))];
  const [blocked, profiles, viewed] = await Promise.all([
    blockedEitherWay(memberId, owners),
    getProfilesByIds(owners),
    viewedByMember(
      feed.map((story) => story.storyId),
      memberId,
    ),
  ]);
  // Incognito owners who have not liked me (decision 0067): one more BatchGet, only when there are any.
  const incognito = await hiddenByIncognito(
    memberId,
    owners.map((id) => ({ id, incognito: profiles.get(id)?.incognito })),
  );
  // Blocked either way, incomplete, suspended, or Elite to a viewer who is not (decision 0023): not shown.
  const viewer = viewerOf(me, now);
  const shown = feed.filter(
    (story) =>
      !blocked.has(story.memberId) &&
      !incognito.has(story.memberId) &&
      profiles.get(story.memberId)?.isProfileComplete === true &&
      !isHiddenFrom(profiles.get(story.memberId), viewer, now),
  );
  const matched = new Set(matches.map((edge) => edge.otherMemberId));
  // A borderline story's media only to a viewer who opted in (decision 0073); read only when one is shown.
  const reveal = await revealsSensitive(
    memberId,
    shown.some((story) => story.blurred),
  );
  const byOwner = new Map<string, StoryRecord[]>();
  for (const story of shown) byOwner.set(story.memberId, [...(byOwner.get(story.memberId) ?? []), story]);
  const others: StoryGroup[] = orderStoryOwners(
    shown.map((story) => ({ ...story, isMatch: matched.has(story.memberId) })),
  ).map((owner) => ({
    member: presentStoryMember(owner, profiles.get(owner)),
    isMatch: matched.has(owner),
    stories: byOwner
      .get(owner)!
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((story) => presentStory(story, viewed.has(story.storyId), reveal)),
  }));
  return {
    // My own picture as it is, whatever its screening.
    me: presentStoryMember(memberId, me as unknown as Record<string, unknown> | undefined, true),
    mine: mine.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(presentMyStory),
    others,
  };
}

/** Who viewed one of my stories, newest first: only the owner can ask (the key is in their partition). */
export async function listStoryViewers(memberId: string, storyId: string): Promise<StoryViewers> {
  const story = await getStory(memberId, storyId);
  if (!story) throw notFound('Story');
  const views = (await listStoryViews(storyId)).sort((a, b) => b.viewedAt.localeCompare(a.viewedAt)).slice(0, 100);
  const viewerIds = views.map((view) => view.viewerId);
  const [profiles, blocked] = await Promise.all([getProfilesByIds(viewerIds), blockedEitherWay(memberId, viewerIds)]);
  return {
    storyId,
    viewCount: Number(story.viewCount ?? 0),
    viewers: views
      .filter((view) => profiles.has(view.viewerId) && !blocked.has(view.viewerId))
      .map((view) => ({
        member: presentStoryMember(view.viewerId, profiles.get(view.viewerId)),
        viewedAt: view.viewedAt,
      })),
  };
}
