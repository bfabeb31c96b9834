/** GET /me/preferences: my dating preferences, with defaults where nothing is stored. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MyPreferencesSchema } from '#shared/schemas/preferences.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export type MyPreferences = z.output<typeof MyPreferencesSchema>;

/** Shared with /advanced-filters (one record), so the key lives in lib/query-keys. */
export const myPreferencesQueryKey = memberListKeys.preferences;

export const getMyPreferences = (): Promise<MyPreferences> => api('getMyPreferences');

export const myPreferencesQueryOptions = () =>
  queryOptions({ queryKey: myPreferencesQueryKey, queryFn: getMyPreferences });

export function useMyPreferences() {
  return useQuery(myPreferencesQueryOptions());
}
