import type { LikeReceived } from '../../shared/schemas/matches';
import { getProfilesByIds } from '../db/matches';
import { getProfile, type ProfileRecord } from '../db/profiles';
import { excludedAmong } from '../db/swipes';
import { listLikesOf } from '../db/likes';
import { positionOf, presentPublicProfile } from './present-profile';
import { requireFeature } from './require-feature';

/** Likes received that the member has not answered yet, newest first. Gold and up. */
export async function listLikesReceived(memberId: string): Promise<{ likes: LikeReceived[] }> {
  await requireFeature(memberId, 'seeWhoLikedYou');
  const [likes, me] = await Promise.all([listLikesOf(memberId, 100), getProfile(memberId)]);
  // Answered (I swiped them) or blocked either way: not shown.
  const excluded = await excludedAmong(memberId, likes.map((like) => like.swiperId));
  const waiting = likes.filter((like) => !excluded.has(like.swiperId));
  const profiles = await getProfilesByIds(waiting.map((like) => like.swiperId));
  return {
    likes: waiting.flatMap((like) => {
      const profile = profiles.get(like.swiperId) as ProfileRecord | undefined;
      if (!profile) return [];
      return [{ member: presentPublicProfile(profile, positionOf(me)), isSuperLike: like.isSuperLike, likedAt: like.createdAt }];
    }),
  };
}
