/** POST /staff/members/{memberId}/actions: dismiss, remove content, warn, suspend or ban, each with a reason and one audit row. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationActionInput } from '#shared/schemas/staff.ts';
import { api } from '#web/lib/api-client.ts';
import { staffKeys } from './keys';

export function useModerateMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationActionInput) => api('moderateMember', { params: { memberId }, body: action }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.memberCase(memberId) }),
        queryClient.invalidateQueries({ queryKey: staffKeys.reportsAll }),
        queryClient.invalidateQueries({ queryKey: staffKeys.audit }),
      ]),
  });
}
