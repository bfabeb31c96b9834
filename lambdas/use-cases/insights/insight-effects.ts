import { addImpression, decodeImpression, impressionCounters, likeReceivedCounters } from '../../db/insight-counters';
import { addDayView } from '../../db/member-stats';
import type { StreamEntities } from '../../db/table-changes';

/**
 * A discovery page's impression batch becomes each listed member's counters: since decision 0079 only
 * who Incognito held back (a page that held nobody back writes no batch), one UpdateItem each.
 */
export async function countImpressions(batch: StreamEntities['impressionBatch'], now = new Date()): Promise<void> {
  for (const encoded of batch.shown) await addImpression(decodeImpression(encoded), batch.day, now);
}

/**
 * A swipe is a view of its target on its day. A swipe made on a discovery card (its verified card
 * token stored on the swipe, decision 0079) is also the target's impression, with the main photo the
 * card showed, on the same day item as the view: no extra request or item. A like or super like
 * received (a pass counts no like) also counts, on the same day item (decision 0088: one UpdateItem for
 * all of it), on the day it was given, and for that same photo, so that a photo's like rate is likes among its own
 * impressions: a like with no card behind it (a voice introduction, a like back from the likes list)
 * counts for the day only, never as "1 like from 0 impressions".
 */
export async function countSwipeReceived(swipe: StreamEntities['swipe']): Promise<void> {
  const { targetId, impression } = swipe;
  const day = swipe.createdAt.slice(0, 10);
  // No read of the target: the counters are written only while their profile exists (addDayView).
  await addDayView(targetId, day, new Date(swipe.createdAt), {
    ...(impression ? impressionCounters(impression) : {}),
    ...(swipe.isLike ? likeReceivedCounters(impression?.photoId ?? null) : {}),
  });
}
