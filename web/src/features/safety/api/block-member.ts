/** POST /blocks: hides the two of us from each other everywhere and ends any match. Free for everyone. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export const blockMember = (memberId: string) => api('blockMember', { body: { memberId } });

/**
 * After a block (or a report that blocks) every list that could show the
 * person is stale. The deck is only marked stale, not refetched: refetching
 * it under the member would reshuffle the cards; the screen that blocked has
 * already taken the person out of what it shows.
 */
export function invalidateAfterBlock(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: memberListKeys.candidates, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: memberListKeys.matches });
  void queryClient.invalidateQueries({ queryKey: memberListKeys.likesReceived });
  void queryClient.invalidateQueries({ queryKey: memberListKeys.dashboard, refetchType: 'none' });
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: () => invalidateAfterBlock(queryClient),
  });
}
