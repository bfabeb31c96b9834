/** DELETE /matches/{matchId}: removes a match for both members. Free for everyone. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { withoutMatch } from '#web/lib/match-list.ts';
import type { MatchList } from '#web/lib/matches.ts';

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
