import type { MatchSummary } from '#shared/schemas/matches.ts';
import { endMatch, getMatch, getProfilesByIds, listMatchEdges } from '../../db/matches';
import { notFound } from '../../lib/errors';
import { presentMemberCard } from '../profile/present-profile';

export async function listMatches(memberId: string): Promise<{ matches: MatchSummary[] }> {
  const edges = await listMatchEdges(memberId);
  const profiles = await getProfilesByIds(edges.map((edge) => edge.otherMemberId));
  const matches = edges.flatMap((edge) => {
    const other = profiles.get(edge.otherMemberId);
    // A banned member is hidden everywhere, their conversations too (decision 0023).
    if (!other || other.bannedAt) return [];
    return [
      {
        matchId: edge.matchId,
        member: { ...presentMemberCard(edge.otherMemberId, other), age: (other.age as number | null) ?? null },
        lastMessage: edge.lastMessage
          ? {
              content: edge.lastMessage.content,
              at: edge.lastMessage.at,
              fromMe: edge.lastMessage.senderId === memberId,
            }
          : null,
        unreadCount: edge.unreadCount ?? 0,
        createdAt: edge.createdAt,
        lastActivityAt: edge.lastActivityAt,
      },
    ];
  });
  return { matches };
}

/** Only a member of the match may end it; anyone else learns nothing (404). */
export async function unmatch(memberId: string, matchId: string): Promise<{ unmatched: true }> {
  const match = await getMatch(matchId);
  if (!match || !match.memberIds.includes(memberId)) throw notFound('Match');
  const other = match.memberIds.find((id) => id !== memberId)!;
  await endMatch(memberId, other);
  return { unmatched: true };
}
