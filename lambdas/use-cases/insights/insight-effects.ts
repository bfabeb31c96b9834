import { addImpression, addLikeReceived, decodeImpression } from '../../db/insight-counters';
import { getProfile } from '../../db/profiles';

/**
 * A discovery page's impression batch becomes each shown member's counters:
 * one UpdateItem per shown member (≤ 10 a page), off the page's path.
 */
export async function countImpressions(batch: Record<string, unknown>, now = new Date()): Promise<void> {
  const day = String(batch.day);
  for (const encoded of (batch.shown as string[] | undefined) ?? [])
    await addImpression(decodeImpression(encoded), day, now);
}

/**
 * A like or super like received counts on the day it was given, for the main
 * photo the liked member has now (the stream runs well under a second after
 * the swipe; a photo switched within that moment may take the credit).
 */
export async function countLikeReceived(swipe: Record<string, unknown>, now = new Date()): Promise<void> {
  const targetId = String(swipe.targetId);
  const target = await getProfile(targetId);
  if (!target) return;
  await addLikeReceived(targetId, target.photos?.[0]?.id ?? null, String(swipe.createdAt).slice(0, 10), now);
}
