/**
 * GET /elite/matches: up to three candidates who accepted an introduction,
 * and my final choice with the contact the chosen one agreed to share.
 * Active Elite only: 403 elite_required otherwise.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EliteMatch, EliteMatches } from '#shared/schemas/elite.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export type { EliteMatch, EliteMatches };

export const eliteMatchesQueryOptions = () =>
  queryOptions({ queryKey: memberListKeys.eliteMatches, queryFn: () => api('listEliteMatches') });

export function useEliteMatches({ enabled }: { enabled: boolean }) {
  return useQuery({ ...eliteMatchesQueryOptions(), enabled });
}
