/** POST /me/notices/{noticeId}/acknowledge: I have read a warning, suspension or removal notice; it is not shown again. */
import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/me.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryOptions } from '#web/lib/me.ts';

const ACKNOWLEDGE_NOTICE = ['acknowledgeNotice'] as const;
const ACKNOWLEDGED = { mutationKey: ACKNOWLEDGE_NOTICE, status: 'success' } as const;

/** The mutation, with what it sends handed in (the API client in the app). */
export function acknowledgeNoticeMutation(queryClient: QueryClient, send: (noticeId: string) => Promise<unknown>) {
  const meKey = meQueryOptions().queryKey;
  return {
    mutationKey: ACKNOWLEDGE_NOTICE,
    mutationFn: send,
    onSuccess: (_: unknown, noticeId: string) =>
      queryClient.setQueryData<Me>(
        meKey,
        (me) => me && { ...me, notices: me.notices.filter((notice) => notice.noticeId !== noticeId) },
      ),
  };
}

export function useAcknowledgeNotice() {
  const queryClient = useQueryClient();
  return useMutation(
    acknowledgeNoticeMutation(queryClient, (noticeId) => api('acknowledgeNotice', { params: { noticeId } })),
  );
}

/**
 * The notices acknowledged in this tab. A /me requested before an acknowledgement landed (the shell refetches it
 * when a notification arrives) still lists that notice, and its answer replaces the list the acknowledgement
 * trimmed: the dialog came back and stayed, on a fresh-clone CI run. The acknowledgements themselves say it is read.
 */
export function acknowledgedNoticeIds(queryClient: QueryClient): Set<string> {
  return new Set(
    queryClient
      .getMutationCache()
      .findAll(ACKNOWLEDGED)
      .map((mutation) => mutation.state.variables as string),
  );
}

/** `acknowledgedNoticeIds`, kept current as acknowledgements succeed. */
export function useAcknowledgedNoticeIds(): Set<string> {
  const ids = useMutationState({
    filters: ACKNOWLEDGED,
    select: (mutation) => mutation.state.variables as string,
  });
  return new Set(ids);
}

/** The notice to show: the first /me lists that this tab has not acknowledged. */
export function noticeToShow<T extends { noticeId: string }>(notices: T[], acknowledged: Set<string>): T | undefined {
  return notices.find((notice) => !acknowledged.has(notice.noticeId));
}
