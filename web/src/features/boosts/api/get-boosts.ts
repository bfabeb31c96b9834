/** GET /boosts: the active boost, the last 10 boosts and what the plan still includes this month. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export const BOOSTS_QUERY_KEY = memberListKeys.boosts;

export const boostsQueryOptions = () => queryOptions({ queryKey: BOOSTS_QUERY_KEY, queryFn: () => api('getBoosts') });

export function useBoosts() {
  return useQuery(boostsQueryOptions());
}
