/** GET /staff/elite/requests: paid requests still open, oldest payment first, a page at a time. Matchmakers only. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { staffKeys } from './keys';

export function useEliteQueue() {
  return useInfiniteQuery({
    queryKey: staffKeys.eliteQueue,
    queryFn: ({ pageParam }) => api('listEliteQueue', { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
}
