import { keys } from './keys';
import { newestOnTarget } from './member-items';

export type ActivityEdge = { memberId: string; at: string; isSuperLike?: boolean };

/** Newest first from one byTarget partition; the items carry `otherMemberId` and `createdAt`. */
async function newest(targetPk: string, limit: number): Promise<ActivityEdge[]> {
  const Items = await newestOnTarget(targetPk, limit);
  return Items.map((item) => ({
    memberId: String(item.otherMemberId),
    at: String(item.createdAt),
    ...(item.isSuperLike ? { isSuperLike: true } : {}),
  }));
}

export const listRecentMatches = (memberId: string, limit: number) =>
  newest(keys.matchesOfMember(memberId).targetPk, limit);
export const listRecentLikesReceived = (memberId: string, limit: number) =>
  newest(keys.likesReceived(memberId).targetPk, limit);
