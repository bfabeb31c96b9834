import type { PublicProfile } from '../../shared/schemas/profile';
import { recordProfileView } from '../db/member-stats';
import { getProfile } from '../db/profiles';
import { notFound } from '../lib/errors';
import { positionOf, presentPublicProfile } from './present-profile';

/**
 * Another member's public profile. Opening it counts as a view (once per
 * viewer per day); looking at your own profile does not. Incomplete profiles
 * are not shown to others.
 */
export async function viewMemberProfile(viewerId: string, memberId: string, now = new Date()): Promise<PublicProfile> {
  const [member, viewer] = await Promise.all([getProfile(memberId), getProfile(viewerId)]);
  if (!member || (!member.isProfileComplete && memberId !== viewerId)) throw notFound('Member');
  if (memberId !== viewerId) await recordProfileView(memberId, viewerId, now.toISOString().slice(0, 10), now);
  return presentPublicProfile(member, positionOf(viewer));
}
