import { addImpression, decodeImpression, likeReceivedItem, photoShownTo } from '../../db/insight-counters';
import { addDayView } from '../../db/member-stats';
import type { StreamEntities } from '../../db/table-changes';

/**
 * A discovery page's impression batch becomes each shown member's counters:
 * one UpdateItem per shown member (≤ 10 a page), off the page's path.
 */
export async function countImpressions(batch: StreamEntities['impressionBatch'], now = new Date()): Promise<void> {
  for (const encoded of batch.shown) await addImpression(decodeImpression(encoded), batch.day, now);
}

/**
 * A swipe is a view of its target on its day. A like or super like received (a pass counts no like)
 * also counts, in the same transaction (decision 0075), on the day it was given, and for the
 * photo its giver was shown in discovery (the page's impression), so that a
 * photo's like rate is likes among its own impressions: a like with no
 * impression behind it (a voice introduction, a like back from the likes list)
 * counts for the day only, never as "1 like from 0 impressions".
 */
export async function countSwipeReceived(swipe: StreamEntities['swipe'], now = new Date()): Promise<void> {
  const { targetId } = swipe;
  const day = swipe.createdAt.slice(0, 10);
  // No read of the target: the counters are written only while their profile exists (addDayView).
  const likes = swipe.isLike
    ? [likeReceivedItem(targetId, (await photoShownTo(swipe.swiperId, targetId, now)) ?? null, day, now)]
    : [];
  await addDayView(targetId, day, new Date(swipe.createdAt), likes);
}
