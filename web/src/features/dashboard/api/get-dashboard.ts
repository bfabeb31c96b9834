/** GET /me/dashboard: completion, statistics, recent activity, subscription and location status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export type { Dashboard };

export const getDashboard = (): Promise<Dashboard> => api('getDashboard');

/** Fresh on every visit (staleTime 0): it summarises what other screens change. */
export const dashboardQueryOptions = () => queryOptions({ queryKey: memberListKeys.dashboard, queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
