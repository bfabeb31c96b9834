/**
 * POST /swipes: like, super like or pass. Shared by the deck and Who Liked
 * You (Like Back and Pass), so it lives outside both features, like me.ts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordSwipe, SwipeResult } from '../../../shared/schemas/discovery';
import { api } from './api-client';
import { browserTimeZone } from './browser-time-zone';
import { memberListKeys } from './query-keys';

export type SwipeAction = RecordSwipe['action'];
export type { SwipeResult };

export const recordSwipe = ({ targetId, action }: { targetId: string; action: SwipeAction }): Promise<SwipeResult> =>
  api('recordSwipe', { body: { targetId, action, timeZone: browserTimeZone() } });

export function useRecordSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSwipe,
    onSuccess: (result) => {
      // A new match appears in /matches; the dashboard counts likes and matches.
      if (result.matched) void queryClient.invalidateQueries({ queryKey: memberListKeys.matches });
      void queryClient.invalidateQueries({ queryKey: memberListKeys.dashboard, refetchType: 'none' });
    },
  });
}
