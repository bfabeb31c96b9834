/** PUT /me/advanced-filters: saves my advanced filters into my preferences record. Gold and up. */
import type { Preferences } from '#shared/schemas/preferences.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { useSaveRecord } from '#web/lib/use-save-record.ts';
import { advancedFiltersQueryKey, type AdvancedFilters } from './get-advanced-filters';

export const updateAdvancedFilters = (preferences: Preferences): Promise<AdvancedFilters> =>
  api('updateAdvancedFilters', { body: preferences });

export const useUpdateAdvancedFilters = () =>
  useSaveRecord(advancedFiltersQueryKey, updateAdvancedFilters, (queryClient) => {
    // /filters reads the same record; the deck's next visit uses the new filters.
    void queryClient.invalidateQueries({ queryKey: memberListKeys.preferences, exact: true });
    void queryClient.invalidateQueries({ queryKey: memberListKeys.candidates, refetchType: 'none' });
  });
