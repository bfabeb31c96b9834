import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { addCountersWhileMemberExists } from './member-stats';
import { tableName } from './table';
import { epochSeconds } from './conditions';

/** Insight days live a little over the 30 the page shows. */
const INSIGHT_DAY_TTL_SECONDS = 35 * 86_400;
/** An impression batch only has to last until the stream has read it. */
const IMPRESSION_BATCH_TTL_SECONDS = 86_400;

/**
 * One member's card on one discovery page: with which main photo, and whether a boost was on. `hidden`:
 * the page would have considered them but Incognito held them back (they have not liked the viewer):
 * counted apart, never as an impression (decision 0067).
 */
export type Impression = { memberId: string; photoId: string | null; boosted: boolean; hidden?: boolean };

export type InsightDayCounts = {
  likes: number;
  impressions: number;
  boostedImpressions: number;
  incognitoHidden: number;
  photos: Map<string, { shown: number; liked: number }>;
};

// Per-photo counters are flat attributes (a nested map cannot be ADDed to before it exists).
const SHOWN = 'shown_';
const LIKED = 'liked_';
const expiry = (now: Date) => epochSeconds(now) + INSIGHT_DAY_TTL_SECONDS;

/**
 * One shown member as a short string (`<memberId> <photoId> <1|0|h>`, h for held back by Incognito): a full
 * page of 10 stays under 1 KB, so the batch's Put costs 1 WCU
 * (insight-counters.test.ts measures it).
 */
export const encodeImpression = ({ memberId, photoId, boosted, hidden }: Impression) =>
  `${memberId} ${photoId ?? '-'} ${hidden ? 'h' : boosted ? 1 : 0}`;
export function decodeImpression(encoded: string): Impression {
  const [memberId, photoId, flag] = encoded.split(' ');
  return {
    memberId,
    photoId: photoId && photoId !== '-' ? photoId : null,
    boosted: flag === '1',
    ...(flag === 'h' ? { hidden: true } : {}),
  };
}

/** The item a discovery page writes (one write on the page's path); the stream turns it into each shown member's counters. */
export function impressionBatchItem(
  viewerId: string,
  batchId: string,
  shown: Impression[],
  now: Date,
): Record<string, unknown> {
  return {
    ...keys.impressionBatch(viewerId, batchId),
    entity: 'impressionBatch',
    viewerId,
    day: now.toISOString().slice(0, 10),
    shown: shown.map(encodeImpression),
    expiresAt: epochSeconds(now) + IMPRESSION_BATCH_TTL_SECONDS,
  };
}

export async function putImpressionBatch(
  viewerId: string,
  batchId: string,
  shown: Impression[],
  now: Date,
): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: impressionBatchItem(viewerId, batchId, shown, now) }),
  );
}

/**
 * The counters one impression ADDs: a card decided on (decision 0079), with its main photo; or, held back
 * by Incognito, counted apart.
 */
export function impressionCounters(impression: Omit<Impression, 'memberId'>): Record<string, number> {
  return impression.hidden
    ? { incognitoHidden: 1 }
    : {
        [impression.boosted ? 'boostedImpressions' : 'impressions']: 1,
        ...(impression.photoId ? { [`${SHOWN}${impression.photoId}`]: 1 } : {}),
      };
}

/** One member's count from one page's batch (since decision 0079 only who Incognito held back). */
export async function addImpression(impression: Impression, day: string, now: Date): Promise<void> {
  await addCountersWhileMemberExists(
    impression.memberId,
    keys.insightDay(impression.memberId, day),
    'insightDay',
    impressionCounters(impression),
    { expiresAt: expiry(now) },
  );
}

/**
 * A like or super like received, credited to the photo its giver was shown (none without an impression):
 * ADDed to the day's view item with the view itself (decision 0088), where dayCountsOf sums it.
 */
export const likeReceivedCounters = (mainPhotoId: string | null): Record<string, number> => ({
  likes: 1,
  ...(mainPhotoId ? { [`${LIKED}${mainPhotoId}`]: 1 } : {}),
});

/**
 * The insight counters and view counters of the given days: one BatchGet of
 * 2 × days keys (≤ 100), whatever happened on them.
 */
export async function getInsightDays(
  memberId: string,
  days: string[],
  now: Date,
): Promise<{ counts: Map<string, InsightDayCounts>; views: Map<string, number> }> {
  const table = tableName();
  const requested = days.flatMap((day) => [keys.insightDay(memberId, day), keys.viewsOnDay(memberId, day)]);
  const items: Record<string, unknown>[] = [];
  let pending: Record<string, unknown>[] | undefined = requested;
  for (let attempt = 0; pending && pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error('DynamoDB kept insight reads unprocessed');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { Responses, UnprocessedKeys } = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }),
    );
    items.push(...(Responses?.[table] ?? []));
    pending = UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
  }
  return dayCountsOf(items, now);
}

/**
 * The days' counts from their unexpired items. A day's counters sit on two items: its insight item
 * (likes, and impressions before decision 0079; Incognito's holds) and its view item (views, and since
 * decision 0079 the impressions swipes count): both are summed.
 */
export function dayCountsOf(
  items: Record<string, unknown>[],
  now: Date,
): { counts: Map<string, InsightDayCounts>; views: Map<string, number> } {
  const nowSeconds = epochSeconds(now);
  const counts = new Map<string, InsightDayCounts>();
  const views = new Map<string, number>();
  for (const item of items.filter((found) => Number(found.expiresAt) > nowSeconds)) {
    const sk = String(item.sk);
    const isViews = sk.startsWith('VIEWS#');
    const day = isViews ? sk.slice('VIEWS#'.length) : sk.slice('INSIGHTS#'.length);
    if (isViews) views.set(day, Number(item.views ?? 0));
    const found = counts.get(day) ?? {
      likes: 0,
      impressions: 0,
      boostedImpressions: 0,
      incognitoHidden: 0,
      photos: new Map<string, { shown: number; liked: number }>(),
    };
    for (const [name, value] of Object.entries(item)) {
      const [prefix, field] = name.startsWith(SHOWN)
        ? [SHOWN, 'shown' as const]
        : name.startsWith(LIKED)
          ? [LIKED, 'liked' as const]
          : [null, null];
      if (!prefix || !field) continue;
      const id = name.slice(prefix.length);
      const photo = found.photos.get(id) ?? { shown: 0, liked: 0 };
      photo[field] += Number(value);
      found.photos.set(id, photo);
    }
    found.likes += Number(item.likes ?? 0);
    found.impressions += Number(item.impressions ?? 0);
    found.boostedImpressions += Number(item.boostedImpressions ?? 0);
    found.incognitoHidden += Number(item.incognitoHidden ?? 0);
    counts.set(day, found);
  }
  return { counts, views };
}
