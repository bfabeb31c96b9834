/** POST /staff/verifications/{memberId}: approve or reject a verification under review, with a reason and one audit row. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecideVerification } from '#shared/schemas/verification.ts';
import { api } from '#web/lib/api-client.ts';
import { staffKeys } from './keys';

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, ...body }: DecideVerification & { memberId: string }) =>
      api('decideVerification', { params: { memberId }, body }),
    onSuccess: (_, { memberId }) =>
      Promise.all([
        // The case leaves the queue; the member's case and the audit log gain the decision.
        queryClient.invalidateQueries({ queryKey: staffKeys.verifications }),
        queryClient.invalidateQueries({ queryKey: staffKeys.memberCase(memberId) }),
        queryClient.invalidateQueries({ queryKey: staffKeys.audit }),
      ]),
  });
}
