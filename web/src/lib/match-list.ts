/** Ordering, trimming and live updates of the match list. */
import type { Message } from '#shared/schemas/chat.ts';
import type { MatchSummary } from '#shared/schemas/matches.ts';

/** Newest first: the latest message, or the match itself when nobody has written yet. */
export function newestFirst(matches: readonly MatchSummary[]): MatchSummary[] {
  const at = (match: MatchSummary) => Date.parse(match.lastActivityAt || match.createdAt) || 0;
  return [...matches].sort((a, b) => at(b) - at(a));
}

/** The list without one match (unmatched) or without every match with one member (blocked). */
export function withoutMatch<T extends { matches: MatchSummary[] }>(
  data: T,
  by: { matchId?: string; memberId?: string },
): T {
  return {
    ...data,
    matches: data.matches.filter((match) => match.matchId !== by.matchId && match.member.id !== by.memberId),
  };
}

/** The line under the name: the last message (yours prefixed), or an invitation to start. */
export function previewOf(match: MatchSummary): string {
  if (!match.lastMessage) return 'Say hello!';
  return match.lastMessage.fromMe ? `You: ${match.lastMessage.content}` : match.lastMessage.content;
}

/**
 * The list as it will be once the server has counted a pushed message, shown
 * at once while the refetch runs. `unread` is false when the member already
 * has that conversation in front of them.
 */
export function withArrivedMessage<T extends { matches: MatchSummary[] }>(
  data: T,
  message: Message,
  fromMe: boolean,
  unread: boolean,
): T {
  return {
    ...data,
    matches: data.matches.map((match) =>
      match.matchId !== message.matchId
        ? match
        : {
            ...match,
            lastMessage: { content: message.content, at: message.createdAt, fromMe },
            lastActivityAt: message.createdAt,
            unreadCount: match.unreadCount + (unread && !fromMe ? 1 : 0),
          },
    ),
  };
}

/** A message shortened for a toast: one line, at most `max` characters. */
export function messagePreview(content: string, max = 80): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
