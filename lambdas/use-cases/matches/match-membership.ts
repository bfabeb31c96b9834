import { getMatch } from '../../db/matches';
import { notFound } from '../../lib/errors';

/**
 * A match's two members never change (its id is derived from the pair), so
 * they are cached for the container's life. Whether the match is still live
 * is not cached: callers that need it ask for `live`, and message storage
 * re-checks it inside its transaction.
 */
const membersOf = new Map<string, { members: readonly string[]; matchedAt: string }>();
const MAX_CACHED = 10_000;

/** `matchedAt` comes with the members (the same read, cached alike): safer messages judge a young match by it. */
export type MatchMembership = { matchId: string; memberId: string; otherId: string; matchedAt: string };

/**
 * The other member of a match the caller belongs to. A match that does not
 * exist, has ended, or is someone else's all answer the same 404, so an id
 * reveals nothing about matches the caller is not part of.
 */
export async function requireMatchMember(
  matchId: string,
  memberId: string,
  options: { live: boolean },
): Promise<MatchMembership> {
  let known = options.live ? undefined : membersOf.get(matchId);
  if (!known) {
    const match = await getMatch(matchId);
    if (!match) throw notFound('Match');
    known = { members: match.memberIds, matchedAt: match.createdAt };
    if (membersOf.size >= MAX_CACHED) membersOf.clear();
    membersOf.set(matchId, known);
  }
  const { members, matchedAt } = known;
  if (!members.includes(memberId)) throw notFound('Match');
  return { matchId, memberId, otherId: members.find((id) => id !== memberId) ?? memberId, matchedAt };
}
