/** POST .../proposals: asks a candidate whether they accept an introduction (at most three waiting or accepted); audited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { staffKeys } from './keys';

export function useProposeCandidate(memberId: string, requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { candidateId: string; note: string }) =>
      api('proposeEliteCandidate', { params: { memberId, requestId }, body: input }),
    onSuccess: (request) => {
      queryClient.setQueryData(staffKeys.eliteRequest(memberId, requestId), request);
      // The one proposed drops out of the search; the queue's counts moved.
      void queryClient.invalidateQueries({ queryKey: ['staff', 'elite', 'candidates', memberId, requestId] });
      void queryClient.invalidateQueries({ queryKey: staffKeys.eliteQueue });
    },
  });
}
