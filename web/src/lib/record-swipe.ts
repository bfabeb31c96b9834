/**
 * POST /swipes: like, super like or pass. Shared by the deck and Who Liked
 * You (Like Back and Pass), so it lives outside both features, like me.ts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordSwipe, SwipeResult } from '#shared/schemas/discovery.ts';
import { api } from './api-client';
import { browserTimeZone } from './browser-time-zone';
import { memberListKeys } from './query-keys';

export type SwipeAction = RecordSwipe['action'];
export type { SwipeResult };

/** Swipes this page has sent, and how many of them have been answered. */
let swipesSent = 0;
let swipesAnswered = 0;

/**
 * How many swipes this page has sent, or null while one is on its way. An
 * answer asked for when this was N counts exactly those N swipes, so it can be
 * told apart from one that is older than what the page has counted since (the
 * deck's page limits); asked for while a swipe travels, it may or may not
 * count that one, so it is not dated at all.
 */
export const swipeCount = (): number | null => (swipesAnswered === swipesSent ? swipesSent : null);

/** A like may name one photo or prompt of theirs and carry a comment (issue 28). */
export type LikeOn = Pick<RecordSwipe, 'likedItem' | 'comment'>;
/** The discovery card's token, given back as the page gave it (decision 0079); absent off the deck. */
export type SwipedCard = Pick<RecordSwipe, 'card'>;

export const recordSwipe = ({
  targetId,
  action,
  likedItem,
  comment,
  card,
}: { targetId: string; action: SwipeAction } & LikeOn & SwipedCard): Promise<SwipeResult> => {
  swipesSent += 1;
  const body = {
    targetId,
    action,
    timeZone: browserTimeZone(),
    ...(likedItem ? { likedItem } : {}),
    ...(comment ? { comment } : {}),
    ...(card ? { card } : {}),
  };
  return api('recordSwipe', { body }).finally(() => {
    swipesAnswered += 1;
  });
};

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
