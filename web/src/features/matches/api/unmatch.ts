/** DELETE /matches/{matchId}: removes a match for both members. Free for everyone. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberListKeys } from '../../../lib/query-keys';
import { withoutMatch } from '../../../lib/match-list';
import type { MatchList } from '../../../lib/matches';

export const unmatch = (matchId: string) => api('unmatch', { params: { matchId } });

export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmatch,
    onSuccess: (_result, matchId) => {
      queryClient.setQueryData<MatchList>(memberListKeys.matches, (data) => data && withoutMatch(data, { matchId }));
      void queryClient.invalidateQueries({ queryKey: memberListKeys.dashboard, refetchType: 'none' });
    },
  });
}
