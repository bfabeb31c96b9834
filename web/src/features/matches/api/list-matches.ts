/** GET /matches: my matches, newest activity first, with the last message and the unread count. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchSummary } from '../../../../../shared/schemas/matches';
import { api } from '../../../lib/api-client';
import { memberListKeys } from '../../../lib/query-keys';

export type { MatchSummary };

export const listMatches = () => api('listMatches');

export const matchesQueryOptions = () => queryOptions({ queryKey: memberListKeys.matches, queryFn: listMatches });

export function useMatches() {
  return useQuery(matchesQueryOptions());
}
