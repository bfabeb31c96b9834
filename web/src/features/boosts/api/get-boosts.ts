/** GET /boosts: the active boost, the last 10 boosts and what the plan still includes this month. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberListKeys } from '../../../lib/query-keys';

export const BOOSTS_QUERY_KEY = memberListKeys.boosts;

export const boostsQueryOptions = () => queryOptions({ queryKey: BOOSTS_QUERY_KEY, queryFn: () => api('getBoosts') });

export function useBoosts() {
  return useQuery(boostsQueryOptions());
}
