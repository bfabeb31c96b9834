/** GET .../candidates: members who fit the request's criteria (minus those relaxed) within a distance band of the member. */
import type { Criterion } from '#shared/elite/rules.ts';
import { api } from '#web/lib/api-client.ts';
import { useCursorPages } from '#web/lib/cursor-pages.ts';
import { staffKeys } from './keys';

export function useCandidateSearch(memberId: string, requestId: string, bandKm: number, relax: readonly Criterion[]) {
  return useCursorPages(staffKeys.candidates(memberId, requestId, bandKm, relax), (cursor) =>
    api('searchEliteCandidates', {
      params: { memberId, requestId },
      query: { bandKm, relax: relax.join(','), cursor },
    }),
  );
}
