/** GET /matches/{matchId}/messages: a page of a conversation, ascending; members of the match only. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMessagesQuery, MessagePage } from '#shared/schemas/chat.ts';
import { api } from '#web/lib/api-client.ts';

export const chatKeys = {
  newestMessages: (matchId: string) => ['chat', matchId, 'messages'] as const,
  analytics: (matchId: string) => ['chat', matchId, 'analytics'] as const,
};

export const listMessages = (matchId: string, query: ListMessagesQuery = {}) =>
  api('listMessages', { params: { matchId }, query });

/**
 * Everything newer than `after`, following `newerCursor` to the end: the
 * catch-up after a reconnect.
 */
export async function listMessagesAfter(matchId: string, after: string): Promise<MessagePage[]> {
  const pages: MessagePage[] = [];
  let cursor: string | null = after;
  while (cursor) {
    const page: MessagePage = await listMessages(matchId, { after: cursor });
    pages.push(page);
    // A cursor that does not move would loop forever; stop rather than trust it.
    cursor = page.newerCursor !== cursor && page.messages.length > 0 ? page.newerCursor : null;
  }
  return pages;
}

/**
 * The newest page, fetched afresh on every visit: what the screen shows
 * afterwards comes from pushes and catch-ups, held in the screen's own state.
 */
export const newestMessagesQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: chatKeys.newestMessages(matchId),
    queryFn: () => listMessages(matchId),
    staleTime: Infinity,
    gcTime: 0,
  });

export function useNewestMessages(matchId: string) {
  return useQuery(newestMessagesQueryOptions(matchId));
}
