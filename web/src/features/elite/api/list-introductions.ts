/** GET /elite/introductions: the introductions a matchmaker asked me to accept, showing only what the Elite member agreed to share. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Introduction } from '../../../../../shared/schemas/elite';
import { api } from '../../../lib/api-client';
import { memberListKeys } from '../../../lib/query-keys';

export type { Introduction };

export const introductionsQueryOptions = () => queryOptions({ queryKey: memberListKeys.introductions, queryFn: () => api('listIntroductions') });

export function useIntroductions() {
  return useQuery(introductionsQueryOptions());
}
