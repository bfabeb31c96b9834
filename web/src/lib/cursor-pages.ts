import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** A list the server pages by cursor: the first page is asked for without one; a page without a cursor is the last. */
export const cursorPages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: { cursor?: string | null }) => page.cursor ?? undefined,
};

/** An infinite query over such a list: `fetchPage` gets the cursor of the page to fetch. */
export function useCursorPages<T extends { cursor?: string | null }>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<T>,
) {
  return useInfiniteQuery({ queryKey, queryFn: ({ pageParam }) => fetchPage(pageParam), ...cursorPages });
}
