/** GET /discover: a page of up to 10 people to discover, with my likes left today. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Candidate, CandidatePage } from '#shared/schemas/discovery.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { browserTimeZone } from '#web/lib/browser-time-zone.ts';
import { swipeCount } from '#web/lib/record-swipe.ts';
import { cursorPages } from '#web/lib/cursor-pages.ts';

export type { Candidate, CandidatePage };

/** A page as the deck keeps it: the server's answer, and the page's swipe count when it was asked for (lib/record-swipe.ts). */
export type DeckPage = CandidatePage & { swipesBefore: number | null };

export const listCandidates = async (cursor?: string): Promise<DeckPage> => {
  const swipesBefore = swipeCount();
  const page = await api('listCandidates', { query: { timeZone: browserTimeZone(), ...(cursor ? { cursor } : {}) } });
  return { ...page, swipesBefore };
};

/**
 * Pages chained by cursor. Each visit starts fresh (gcTime 0): the server
 * leaves out everyone already swiped, so a cached page would only bring back
 * cards the member has answered. Within a visit nothing refetches on its own
 * (staleTime Infinity), so the deck never reshuffles under the member.
 */
export const candidatesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: memberListKeys.candidates,
    queryFn: ({ pageParam }) => listCandidates(pageParam),
    ...cursorPages,
    gcTime: 0,
    staleTime: Infinity,
  });

export function useCandidates() {
  return useInfiniteQuery(candidatesQueryOptions());
}
