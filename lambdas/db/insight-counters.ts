import { BatchGetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { addCountersWhileMemberExists, counterUpdate } from './member-stats';
import { tableName } from './table';
import { epochSeconds, type TransactItem } from './conditions';

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

/** How many of the viewer's latest discovery pages a like is looked up in: about 200 cards, an hour of swiping. */
const PAGES_A_LIKE_LOOKS_BACK = 20;

/**
 * The main photo `memberId` had on the viewer's latest discovery page that showed them: a like is credited
 * to the photo its giver was shown, so a photo's like rate counts only likes among its impressions. A like
 * given where no impression was counted (a voice introduction, a like back from the likes list, a profile
 * opened from a link) finds none: `undefined`; `null` is a card shown without a photo. Reads at most the
 * viewer's 20 newest page items (each under 1 KB), off the page's path, in the stream.
 */
export async function photoShownTo(viewerId: string, memberId: string, now: Date): Promise<string | null | undefined> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.impressionBatch(viewerId, '').pk,
        ':prefix': keys.impressionBatch(viewerId, '').sk,
      },
      ProjectionExpression: 'shown, expiresAt',
      ScanIndexForward: false,
      Limit: PAGES_A_LIKE_LOOKS_BACK,
    }),
  );
  const nowSeconds = Math.floor(now.getTime() / 1000);
  for (const batch of Items) {
    if (Number(batch.expiresAt) <= nowSeconds) continue;
    const shown = ((batch.shown as string[] | undefined) ?? []).map(decodeImpression);
    // A card Incognito held back was never shown: a like is not credited to its photo.
    const impression = shown.find((entry) => entry.memberId === memberId && !entry.hidden);
    if (impression) return impression.photoId;
  }
  return undefined;
}

/** One member's impressions from one page (at most one: a deck shows a member once). */
export async function addImpression(impression: Impression, day: string, now: Date): Promise<void> {
  await addCountersWhileMemberExists(
    impression.memberId,
    keys.insightDay(impression.memberId, day),
    'insightDay',
    impression.hidden
      ? { incognitoHidden: 1 }
      : {
          [impression.boosted ? 'boostedImpressions' : 'impressions']: 1,
          ...(impression.photoId ? { [`${SHOWN}${impression.photoId}`]: 1 } : {}),
        },
    { expiresAt: expiry(now) },
  );
}

/** A like or super like received on its day, and credited to the photo its giver was shown (none without an impression). */
export function likeReceivedItem(memberId: string, mainPhotoId: string | null, day: string, now: Date): TransactItem {
  const likes = { likes: 1, ...(mainPhotoId ? { [`${LIKED}${mainPhotoId}`]: 1 } : {}) };
  // Written with the day's view counters, in their transaction behind the profile's check (decision 0075).
  return { Update: counterUpdate(keys.insightDay(memberId, day), 'insightDay', likes, { expiresAt: expiry(now) })! };
}

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
  const nowSeconds = epochSeconds(now);
  const counts = new Map<string, InsightDayCounts>();
  const views = new Map<string, number>();
  for (const item of items.filter((found) => Number(found.expiresAt) > nowSeconds)) {
    const sk = String(item.sk);
    if (sk.startsWith('VIEWS#')) {
      views.set(sk.slice('VIEWS#'.length), Number(item.views ?? 0));
      continue;
    }
    const photos = new Map<string, { shown: number; liked: number }>();
    for (const [name, value] of Object.entries(item)) {
      const [prefix, field] = name.startsWith(SHOWN)
        ? [SHOWN, 'shown' as const]
        : name.startsWith(LIKED)
          ? [LIKED, 'liked' as const]
          : [null, null];
      if (!prefix || !field) continue;
      const id = name.slice(prefix.length);
      const photo = photos.get(id) ?? { shown: 0, liked: 0 };
      photo[field] += Number(value);
      photos.set(id, photo);
    }
    counts.set(sk.slice('INSIGHTS#'.length), {
      likes: Number(item.likes ?? 0),
      impressions: Number(item.impressions ?? 0),
      boostedImpressions: Number(item.boostedImpressions ?? 0),
      incognitoHidden: Number(item.incognitoHidden ?? 0),
      photos,
    });
  }
  return { counts, views };
}
