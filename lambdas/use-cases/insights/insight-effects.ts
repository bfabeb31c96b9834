import { addImpression, addLikeReceived, decodeImpression } from '../../db/insight-counters';
import { getProfile } from '../../db/profiles';
import type { StreamEntities } from '../../db/table-changes';

/**
 * A discovery page's impression batch becomes each shown member's counters:
 * one UpdateItem per shown member (≤ 10 a page), off the page's path.
 */
export async function countImpressions(batch: StreamEntities['impressionBatch'], now = new Date()): Promise<void> {
  for (const encoded of batch.shown) await addImpression(decodeImpression(encoded), batch.day, now);
}

/**
 * A like or super like received (a pass counts nothing) counts on the day it was given, for the main
 * photo the liked member has now (the stream runs well under a second after
 * the swipe; a photo switched within that moment may take the credit).
 */
export async function countLikeReceived(swipe: StreamEntities['swipe'], now = new Date()): Promise<void> {
  if (!swipe.isLike) return;
  const { targetId } = swipe;
  const target = await getProfile(targetId);
  if (!target) return;
  await addLikeReceived(targetId, target.photos?.[0]?.id ?? null, swipe.createdAt.slice(0, 10), now);
}
