import type { LikeReceived } from '#shared/schemas/matches.ts';
import { getProfilesByIds } from '../../db/matches';
import { getProfile, type ProfileRecord } from '../../db/profiles';
import { excludedAmong } from '../../db/swipes';
import { listLikesOf } from '../../db/likes';
import { presentPublicProfile, vantageOf } from '../profile/present-profile';
import { anyBlurred, revealsSensitive } from '../moderation/sensitive-media';
import { isHiddenFrom, viewerOf } from '../moderation/standing';
import { requireFeature } from '../limits/require-feature';
import { presentLikedItem } from './liked-items';

/** Likes received that the member has not answered yet, newest first. Gold and up. */
export async function listLikesReceived(memberId: string): Promise<{ likes: LikeReceived[] }> {
  await requireFeature(memberId, 'seeWhoLikedYou');
  const [likes, me] = await Promise.all([listLikesOf(memberId, 100), getProfile(memberId)]);
  // Answered (I swiped them) or blocked either way: not shown.
  const excluded = await excludedAmong(
    memberId,
    likes.map((like) => like.swiperId),
  );
  const waiting = likes.filter((like) => !excluded.has(like.swiperId));
  const profiles = await getProfilesByIds(waiting.map((like) => like.swiperId));
  // Suspended and banned members are hidden from everyone; Elite members from members who are not Elite.
  const now = new Date();
  const viewer = viewerOf(me, now);
  const reveal = await revealsSensitive(memberId, anyBlurred([...profiles.values()] as ProfileRecord[]));
  return {
    likes: waiting.flatMap((like) => {
      const profile = profiles.get(like.swiperId) as ProfileRecord | undefined;
      if (!profile || isHiddenFrom(profile as unknown as Record<string, unknown>, viewer, now)) return [];
      return [
        {
          member: presentPublicProfile(profile, vantageOf(me, now), reveal),
          isSuperLike: like.isSuperLike,
          likedAt: like.createdAt,
          // What of mine they liked, as I hold it now, and their comment: never shown across a block (excluded above).
          likedItem: presentLikedItem(like.likedItem, me),
          comment: like.comment,
          ...(like.comment && like.commentFlags.length > 0 ? { commentFlags: like.commentFlags } : {}),
        },
      ];
    }),
  };
}
