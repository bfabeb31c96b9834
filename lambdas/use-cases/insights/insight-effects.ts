import { addImpression, addLikeReceived, decodeImpression, photoShownTo } from '../../db/insight-counters';
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
 * A like or super like received counts on the day it was given, and for the
 * photo its giver was shown in discovery (the page's impression), so that a
 * photo's like rate is likes among its own impressions: a like with no
 * impression behind it (a voice introduction, a like back from the likes list)
 * counts for the day only, never as "1 like from 0 impressions".
 */
export async function countLikeReceived(swipe: Record<string, unknown>, now = new Date()): Promise<void> {
  const targetId = String(swipe.targetId);
  const target = await getProfile(targetId);
  if (!target) return;
  const shownPhoto = await photoShownTo(String(swipe.swiperId), targetId, now);
  await addLikeReceived(targetId, shownPhoto ?? null, String(swipe.createdAt).slice(0, 10), now);
}
