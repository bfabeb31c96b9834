/** POST /elite/matches/{candidateId}/choose: my final choice, stored with the match it creates; 409 if I already chose. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export function useChooseEliteMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: string) => api('chooseEliteMatch', { params: { candidateId } }),
    onSuccess: (matches) => {
      queryClient.setQueryData(memberListKeys.eliteMatches, matches);
      // The choice created a match: the match list and chat have it now.
      void queryClient.invalidateQueries({ queryKey: memberListKeys.matches });
    },
  });
}
