/** GET /me/advanced-filters: my advanced filters (the same record as my preferences). Gold and up. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MyPreferencesSchema } from '#shared/schemas/preferences.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export type AdvancedFilters = z.output<typeof MyPreferencesSchema>;

export const advancedFiltersQueryKey = memberListKeys.advancedFilters;

export const getAdvancedFilters = (): Promise<AdvancedFilters> => api('getAdvancedFilters');

export const advancedFiltersQueryOptions = () =>
  queryOptions({ queryKey: advancedFiltersQueryKey, queryFn: getAdvancedFilters });

export function useAdvancedFilters({ enabled }: { enabled: boolean }) {
  return useQuery({ ...advancedFiltersQueryOptions(), enabled });
}
