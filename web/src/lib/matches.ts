/**
 * GET /matches: my matches, newest activity first, with the last message and
 * the unread count. Read by /matches, the chat list, the top bar's badge and
 * the realtime notifications, so it lives outside any feature, like me.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchSummary } from '#shared/schemas/matches.ts';
import { api } from './api-client';
import { useAuth } from './auth';
import { memberListKeys } from './query-keys';

export type { MatchSummary };
export type MatchList = { matches: MatchSummary[] };

export const listMatches = () => api('listMatches');

export const matchesQueryOptions = () => queryOptions({ queryKey: memberListKeys.matches, queryFn: listMatches });

/** Only while signed in: the top bar asks on every page. */
export function useMatches() {
  const { status } = useAuth();
  return useQuery({ ...matchesQueryOptions(), enabled: status === 'signedIn' });
}
