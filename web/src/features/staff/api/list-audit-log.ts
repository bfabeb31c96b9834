/** GET /staff/audit: the append-only log of staff actions, newest first. Moderators only. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { staffKeys } from './keys';

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: staffKeys.audit,
    queryFn: ({ pageParam }) => api('listAuditLog', { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
}
