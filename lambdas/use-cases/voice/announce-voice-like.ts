import { getProfile } from '../../db/profiles';
import type { StreamEntities } from '../../db/table-changes';
import { pushToMembers } from '../../realtime/push';
import { currentSubscription } from '../billing/member-subscription';
import { presentMemberCard } from '../profile/present-profile';

/**
 * Tells the owner of an introduction, at once, that someone liked it. Who it
 * was is what Who Liked You sells, so the name and photo go only to members
 * whose tier includes it; everyone else hears that someone did.
 */
export async function announceVoiceLike(reaction: StreamEntities['voiceReaction']): Promise<void> {
  if (!reaction.isLike) return;
  const { memberId: likerId, ownerId } = reaction;
  const [{ subscription }, liker] = await Promise.all([currentSubscription(ownerId), getProfile(likerId)]);
  if (!liker) return;
  const member = subscription.features.seeWhoLikedYou
    ? presentMemberCard(likerId, liker as unknown as Record<string, unknown>)
    : null;
  await pushToMembers([ownerId], { type: 'voiceLike', member });
}
