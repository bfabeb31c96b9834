/** GET /me/incognito: whether Incognito is on, and whether my plan includes it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const incognitoKey = ['me', 'incognito'] as const;

export const getIncognito = () => api('getIncognito');

export const incognitoQueryOptions = () => queryOptions({ queryKey: incognitoKey, queryFn: getIncognito });

export function useIncognito() {
  return useQuery(incognitoQueryOptions());
}
