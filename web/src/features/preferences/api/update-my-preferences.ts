/** PUT /me/preferences: saves my dating preferences (the record /filters and /advanced-filters share). */
import { PreferencesSchema, type Preferences } from '#shared/schemas/preferences.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { useSaveRecord } from '#web/lib/use-save-record.ts';
import { myPreferencesQueryKey, type MyPreferences } from './get-my-preferences';

/** The form validates with the schema the handler uses. */
export { PreferencesSchema };
export type { Preferences };

export const updateMyPreferences = (preferences: Preferences): Promise<MyPreferences> =>
  api('updateMyPreferences', { body: preferences });

export const useUpdateMyPreferences = () =>
  useSaveRecord(myPreferencesQueryKey, updateMyPreferences, (queryClient) => {
    // Discovery picks people by these preferences: its deck is out of date now.
    void queryClient.invalidateQueries({ queryKey: memberListKeys.candidates });
  });
