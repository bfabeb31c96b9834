import type { PublicProfile } from '#shared/schemas/profile.ts';
import { blockedEitherWay } from '../../db/blocks';
import { recordProfileView } from '../../db/member-stats';
import { getProfile } from '../../db/profiles';
import { getMatchEdge } from '../../db/matches';
import { notFound } from '../../lib/errors';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { anyBlurred, revealsSensitive } from '../moderation/sensitive-media';
import { isHiddenFrom, viewerOf } from '../moderation/standing';
import { presentPublicProfile, vantageOf } from '../profile/present-profile';

/**
 * Another member's public profile. Opening it counts as a view (once per
 * viewer per day); looking at your own profile does not. Incomplete profiles
 * are not shown to others.
 */
export async function viewMemberProfile(viewerId: string, memberId: string, now = new Date()): Promise<PublicProfile> {
  const [member, viewer, blocked] = await Promise.all([
    getProfile(memberId),
    getProfile(viewerId),
    blockedEitherWay(viewerId, memberId === viewerId ? [] : [memberId]),
  ]);
  if (!member || (!member.isProfileComplete && memberId !== viewerId)) throw notFound('Member');
  // A block hides both members from each other, the blocker too: same answer as a member who does not exist,
  // and no view recorded.
  if (blocked.size > 0) throw notFound('Member');
  // Hidden (suspended, banned, or Elite to a viewer who is not): only a match still sees them (decision 0023).
  if (
    memberId !== viewerId &&
    isHiddenFrom(member as unknown as Record<string, unknown>, viewerOf(viewer, now), now) &&
    !(await getMatchEdge(viewerId, memberId))
  ) {
    throw notFound('Member');
  }
  if (memberId !== viewerId) await enforceRateLimit(viewerId, 'profileView', now.getTime());
  if (memberId !== viewerId) await recordProfileView(memberId, viewerId, now.toISOString().slice(0, 10), now);
  // A borderline photo's real URL only for its owner or a viewer who opted in (decision 0073).
  const reveal = memberId === viewerId || (await revealsSensitive(viewerId, anyBlurred([member])));
  return presentPublicProfile(member, vantageOf(viewer, now), reveal);
}
