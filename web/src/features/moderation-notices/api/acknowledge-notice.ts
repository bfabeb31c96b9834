/** POST /me/notices/{noticeId}/acknowledge: I have read a warning, suspension or removal notice; it is not shown again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/me.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryOptions } from '#web/lib/me.ts';

export function useAcknowledgeNotice() {
  const queryClient = useQueryClient();
  const meKey = meQueryOptions().queryKey;
  return useMutation({
    mutationFn: (noticeId: string) => api('acknowledgeNotice', { params: { noticeId } }),
    onSuccess: (_, noticeId) =>
      queryClient.setQueryData<Me>(
        meKey,
        (me) => me && { ...me, notices: me.notices.filter((notice) => notice.noticeId !== noticeId) },
      ),
  });
}
