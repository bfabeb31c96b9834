import { addImpression, addLikeReceived, decodeImpression, photoShownTo } from '../../db/insight-counters';
import type { StreamEntities } from '../../db/table-changes';

/**
 * A discovery page's impression batch becomes each shown member's counters:
 * one UpdateItem per shown member (≤ 10 a page), off the page's path.
 */
export async function countImpressions(batch: StreamEntities['impressionBatch'], now = new Date()): Promise<void> {
  for (const encoded of batch.shown) await addImpression(decodeImpression(encoded), batch.day, now);
}

/**
 * A like or super like received (a pass counts nothing) counts on the day it was given, and for the
 * photo its giver was shown in discovery (the page's impression), so that a
 * photo's like rate is likes among its own impressions: a like with no
 * impression behind it (a voice introduction, a like back from the likes list)
 * counts for the day only, never as "1 like from 0 impressions".
 */
export async function countLikeReceived(swipe: StreamEntities['swipe'], now = new Date()): Promise<void> {
  if (!swipe.isLike) return;
  const { targetId } = swipe;
  // No read of the target: the counter is written only while their profile exists (addLikeReceived).
  const shownPhoto = await photoShownTo(swipe.swiperId, targetId, now);
  await addLikeReceived(targetId, shownPhoto ?? null, swipe.createdAt.slice(0, 10), now);
}
