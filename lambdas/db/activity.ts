import { keys } from './keys';
import { newestOnTarget } from './member-items';
import { listAllMatchEdges, type MatchEdge } from './matches';

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

/**
 * The member's most recently active matches and the messages they sent in the matches they still
 * have: each sender's edge counts its own (`sentCount`, decision 0080), so one Query of the edges
 * (usually one page) answers both, where a counter written per message cost a write each.
 */
export async function matchActivity(
  memberId: string,
  recent: number,
): Promise<{ recent: ActivityEdge[]; messagesSent: number }> {
  const edges = (await listAllMatchEdges(memberId)) as (MatchEdge & { sentCount?: number })[];
  return {
    recent: edges.slice(0, recent).map((edge) => ({ memberId: edge.otherMemberId, at: edge.createdAt })),
    messagesSent: edges.reduce((sum, edge) => sum + Number(edge.sentCount ?? 0), 0),
  };
}

export const listRecentLikesReceived = (memberId: string, limit: number) =>
  newest(keys.likesReceived(memberId).targetPk, limit);
