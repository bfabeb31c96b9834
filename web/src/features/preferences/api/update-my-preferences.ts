/** PUT /me/preferences: saves my dating preferences (the record /filters and /advanced-filters share). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PreferencesSchema, type Preferences } from '#shared/schemas/preferences.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { myPreferencesQueryKey, type MyPreferences } from './get-my-preferences';

/** The form validates with the schema the handler uses. */
export { PreferencesSchema };
export type { Preferences };

export const updateMyPreferences = (preferences: Preferences): Promise<MyPreferences> =>
  api('updateMyPreferences', { body: preferences });

export function useUpdateMyPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(myPreferencesQueryKey, saved);
      // Discovery picks people by these preferences: its deck is out of date now.
      void queryClient.invalidateQueries({ queryKey: memberListKeys.candidates });
    },
  });
}
