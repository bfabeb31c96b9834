/** Ordering and trimming of the match list. */
import type { MatchSummary } from '../../../../../shared/schemas/matches';

/** Newest first: the latest message, or the match itself when nobody has written yet. */
export function newestFirst(matches: readonly MatchSummary[]): MatchSummary[] {
  const at = (match: MatchSummary) => Date.parse(match.lastActivityAt || match.createdAt) || 0;
  return [...matches].sort((a, b) => at(b) - at(a));
}

/** The list without one match (unmatched) or without every match with one member (blocked). */
export function withoutMatch<T extends { matches: MatchSummary[] }>(data: T, by: { matchId?: string; memberId?: string }): T {
  return { ...data, matches: data.matches.filter((match) => match.matchId !== by.matchId && match.member.id !== by.memberId) };
}

/** The line under the name: the last message (yours prefixed), or an invitation to start. */
export function previewOf(match: MatchSummary): string {
  if (!match.lastMessage) return 'Say hello!';
  return match.lastMessage.fromMe ? `You: ${match.lastMessage.content}` : match.lastMessage.content;
}
