/** GET /me/settings: my chat settings (read receipts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const chatSettingsKey = ['me', 'settings'] as const;

export const getMySettings = () => api('getMySettings');

export const mySettingsQueryOptions = () => queryOptions({ queryKey: chatSettingsKey, queryFn: getMySettings });

export function useMySettings() {
  return useQuery(mySettingsQueryOptions());
}
