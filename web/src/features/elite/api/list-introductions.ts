/** GET /elite/introductions: the introductions a matchmaker asked me to accept, showing only what the Elite member agreed to share. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Introduction } from '#shared/schemas/elite.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export type { Introduction };

export const introductionsQueryOptions = () =>
  queryOptions({ queryKey: memberListKeys.introductions, queryFn: () => api('listIntroductions') });

export function useIntroductions() {
  return useQuery(introductionsQueryOptions());
}
