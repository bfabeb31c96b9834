/** GET .../candidates: members who fit the request's criteria (minus those relaxed) within a distance band of the member. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Criterion } from '#shared/elite/rules.ts';
import { api } from '#web/lib/api-client.ts';
import { staffKeys } from './keys';

export function useCandidateSearch(memberId: string, requestId: string, bandKm: number, relax: readonly Criterion[]) {
  return useInfiniteQuery({
    queryKey: staffKeys.candidates(memberId, requestId, bandKm, relax),
    queryFn: ({ pageParam }) =>
      api('searchEliteCandidates', {
        params: { memberId, requestId },
        query: { bandKm, relax: relax.join(','), cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
}
