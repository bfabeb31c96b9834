/** GET /staff/reports: open reports newest first, or reported members with the most open reports first. Moderators only. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReportOrder } from '#shared/schemas/staff.ts';
import { api } from '#web/lib/api-client.ts';
import { staffKeys } from './keys';

export function useReportsQueue(order: ReportOrder) {
  return useInfiniteQuery({
    queryKey: staffKeys.reports(order),
    queryFn: ({ pageParam }) => api('listReportsQueue', { query: { order, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
}
