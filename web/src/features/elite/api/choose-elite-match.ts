/** POST /elite/matches/{candidateId}/choose: my final choice, stored with the match it creates; 409 if I already chose. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberListKeys } from '../../../lib/query-keys';

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
