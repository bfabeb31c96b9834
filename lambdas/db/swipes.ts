import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { dayPinMoveItem, type DayPinMove } from './day-pins';
import { correlated } from './correlation';
import { keys } from './keys';
import { getByKeys } from './batch-get';
import { tableName } from './table';
import { entitlementUnchanged } from './entitlements';
import { epochSeconds, failedConditions, isConditionFailure, type TransactItem } from './conditions';
import type { LikedItem } from '#shared/schemas/likes.ts';
import type { MessageFlag } from '#shared/schemas/chat.ts';

/**
 * Daily counters live three days, not one: a member's day can run past a
 * calendar day when their pinned zone moves (shared/member-day.ts), and a
 * late-timezone member must still find today's counter.
 */
const DAILY_TTL_SECONDS = 3 * 86_400;

export type SwipeInput = {
  swiperId: string;
  targetId: string;
  isLike: boolean;
  isSuperLike: boolean;
  day: string;
  /** Likes allowed today (null: unlimited) and super likes allowed today. */
  likeLimit: number | null;
  superLikeLimit: number;
  /**
   * The entitlement version the limits were read at; a like commits only
   * while it is unchanged. Absent for tools that pass limits of their own (the seed).
   */
  entitlementVersion?: number;
  /** An Elite swiper may reach Elite members; nobody else may (decision 0023). */
  swiperIsElite?: boolean;
  /** The swiper's day pin moved by this like (shared/member-day.ts): stored only if the like is. */
  dayPinMove?: DayPinMove;
  /** The swiper's rate window's take (enforce-rate-limit.ts), committed with the swipe or not at all. */
  rateLimit?: TransactItem;
  /**
   * A like asks, in its own transaction, whether the other member has liked the swiper: if so it
   * commits nothing and answers `theyLiked`, and the like is written again with `matchItems` (the
   * match and its edges, db/matches.ts), so a like that matches is two requests and one that does
   * not is one, with no read of the other's swipe. Transactions are serializable: of two members
   * liking each other at once, one of them sees the other's like.
   */
  askTheyLiked?: boolean;
  matchItems?: TransactItem[];
  /** A like's photo or prompt of the target, and its comment (issue 28): stored on the like itself. */
  likedItem?: LikedItem;
  comment?: string;
  /** What the comment raised, as a message's flags (decision 0070); absent when nothing. */
  commentFlags?: MessageFlag[];
  /**
   * What the swiped card showed, from its verified card token (decision 0079): the swipe is then the
   * target's impression, counted by its stream effect with the view. Absent: no impression.
   */
  impression?: SwipeImpression;
  /** A pass by a member whose plan includes Rewind: remembered, in the same transaction, as their last pass. */
  rememberPass?: boolean;
  /**
   * The swipe names a card the deck showed the swiper (its card token verified): the deck checked then that
   * the target was visible to them and that neither had blocked the other. A pass on such a card is stored
   * without checking again (decision 0088): a pass changes nothing for the other member, so a block or a
   * suspension since the page only leaves the swiper a pass on someone already gone from their deck. A like
   * is always checked.
   */
  shownByDeck?: boolean;
  now: Date;
};

/** `pinMoved`: another request moved the swiper's day pin first; work the day out again. */
export type SwipeOutcome =
  | 'recorded'
  | 'repeated'
  | 'unavailable'
  | 'likeLimit'
  | 'superLikeLimit'
  | 'tierChanged'
  | 'suspended'
  | 'pinMoved'
  | 'rateLimited'
  | 'theyLiked'
  | 'matchExists'
  | 'conflict';

/** What a swipe's write did; a repeated one carries the swipe already stored for the pair, as the refusal returned it. */
export type SwipeWrite =
  | { outcome: Exclude<SwipeOutcome, 'repeated' | 'theyLiked'> }
  | { outcome: 'repeated'; existing: StoredSwipe | undefined }
  /** Their like, as the refused check found it: its comment opens the conversation, at no extra read. */
  | { outcome: 'theyLiked'; theirs: StoredSwipe | undefined };

/** A profile that is neither banned nor suspended at `:now` (ISO). */
export const IN_GOOD_STANDING =
  'attribute_not_exists(bannedAt) AND (attribute_not_exists(suspendedUntil) OR suspendedUntil < :now)';

/**
 * Records a swipe once per pair and counts it against today's limit (and
 * the swiper's rate window, when given) in one transaction. The same transaction checks that the target is a complete
 * profile and that neither member blocked the other, so a swipe costs a
 * single request and a like can never land on someone hidden (a pass on a card the deck showed is not
 * checked again: `shownByDeck`).
 */
export async function recordSwipe(input: SwipeInput): Promise<SwipeWrite> {
  const { swiperId, targetId, isLike, isSuperLike, day, now } = input;
  const at = now.toISOString();
  const table = tableName();
  const counter = isSuperLike
    ? { field: 'superLikes', limit: input.superLikeLimit }
    : isLike && input.likeLimit !== null
      ? { field: 'likes', limit: input.likeLimit }
      : undefined;
  // The target must be visible to the swiper: complete, in good standing, and not Elite unless the swiper is.
  const targetVisible = `isProfileComplete = :yes AND ${IN_GOOD_STANDING}${input.swiperIsElite ? '' : ' AND (attribute_not_exists(eliteUntil) OR eliteUntil < :now)'}`;
  // A pass on a card the deck showed (a verified card token) skips them: see SwipeInput.shownByDeck.
  const checks: TransactItem[] =
    !isLike && input.shownByDeck
      ? []
      : [
          {
            ConditionCheck: {
              TableName: table,
              Key: keys.profile(targetId),
              ConditionExpression: targetVisible,
              ExpressionAttributeValues: { ':yes': true, ':now': at },
            },
          },
          {
            ConditionCheck: {
              TableName: table,
              Key: keys.block(swiperId, targetId),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            ConditionCheck: {
              TableName: table,
              Key: keys.block(targetId, swiperId),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ];
  const items: TransactItem[] = [
    ...checks,
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.swipe(swiperId, targetId),
          entity: 'swipe',
          swiperId,
          targetId,
          isLike,
          isSuperLike,
          createdAt: at,
          ...(isLike && input.likedItem ? { likedItem: input.likedItem } : {}),
          ...(input.impression ? { impression: input.impression } : {}),
          ...(isLike && input.comment ? { comment: input.comment } : {}),
          // The sender's likesSent moves in this transaction (decision 0075): the stream counts nothing for it.
          ...(isLike ? { likeCounted: true } : {}),
          ...(isLike && input.comment && input.commentFlags?.length ? { commentFlags: input.commentFlags } : {}),
          // Its notification, and the match it may make, log under this request's id.
          ...correlated(),
          // Likes are listed for their target through byTarget (who liked you, recent activity).
          ...(isLike
            ? { ...keys.likesReceived(targetId), targetSk: `${at}#${swiperId}`, otherMemberId: swiperId }
            : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
        // A repeated swipe is answered from the stored one, which the refusal returns at no extra request.
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  ];
  const putAt = checks.length;
  const counterAt = counter ? items.push(dailyCountItem(swiperId, day, counter.field, counter.limit, now)) - 1 : -1;
  // The limits above come from a cached tier: a like commits only if the tier has not changed since.
  const tierCheck =
    isLike && input.entitlementVersion !== undefined
      ? items.push(entitlementUnchanged(swiperId, input.entitlementVersion)) - 1
      : -1;
  // A suspended or banned member cannot like (a pass changes nothing for anyone and stays allowed).
  // A transaction touches an item once, so a pin that moves carries that check on the profile's update.
  const { dayPinMove } = input;
  const standingCheck = !isLike
    ? -1
    : items.push(
        dayPinMove
          ? dayPinMoveItem(swiperId, dayPinMove, IN_GOOD_STANDING, { ':now': at })
          : {
              ConditionCheck: {
                TableName: table,
                Key: keys.profile(swiperId),
                ConditionExpression: IN_GOOD_STANDING,
                ExpressionAttributeValues: { ':now': at },
              },
            },
      ) - 1;
  const rateCheck = input.rateLimit ? items.push(input.rateLimit) - 1 : -1;
  const theyLikedCheck =
    isLike && input.askTheyLiked
      ? items.push({
          ConditionCheck: {
            TableName: table,
            Key: keys.swipe(targetId, swiperId),
            ConditionExpression: 'attribute_not_exists(pk) OR isLike = :no',
            ExpressionAttributeValues: { ':no': false },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        }) - 1
      : -1;
  if (!isLike && input.rememberPass) items.push(lastPassItem(swiperId, targetId, at));
  const matchAt = isLike && input.matchItems ? items.push(...input.matchItems) - input.matchItems.length : -1;
  // Exactly once, with the like (and the match it makes), where the stream's UpdateItems were one
  // request each (decision 0075); the match item says so (`counted`, matchCreationItems).
  const matched = isLike && (input.matchItems?.length ?? 0) > 0;
  if (isLike) items.push(statsItem(swiperId, matched ? { likesSent: 1, ...MATCH_COUNTS } : { likesSent: 1 }));
  if (matched) items.push(statsItem(targetId, MATCH_COUNTS));
  // Nothing to hold together (a pass on a card the deck showed, its rate window taken before): one Put,
  // 1 write unit where a transaction of one item is billed 2 (decision 0090).
  if (items.length === 1) return putSwipeAlone(items[0]!.Put!);
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
    return { outcome: 'recorded' };
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    // Cancelled with no condition failing: another transaction on the same items (the other member's
    // like at the same instant); worth another try, not a refusal.
    if (failed.length === 0) return { outcome: 'conflict' };
    if (failed.includes(rateCheck)) return { outcome: 'rateLimited' };
    if (failed.some((index) => index < putAt)) return { outcome: 'unavailable' };
    if (failed.includes(putAt))
      return { outcome: 'repeated', existing: refusedItem(error, putAt) as StoredSwipe | undefined };
    if (failed.includes(standingCheck))
      return { outcome: dayPinMove && pinChanged(error, standingCheck, dayPinMove) ? 'pinMoved' : 'suspended' };
    if (failed.includes(tierCheck)) return { outcome: 'tierChanged' };
    const counterFailed = failed.includes(counterAt);
    if (!counterFailed && failed.includes(theyLikedCheck))
      return { outcome: 'theyLiked', theirs: refusedItem(error, theyLikedCheck) as StoredSwipe | undefined };
    // The match item exists already (only its Put is conditional): written another way, healed below.
    if (!counterFailed && failed.includes(matchAt)) return { outcome: 'matchExists' };
    return { outcome: isSuperLike ? 'superLikeLimit' : 'likeLimit' };
  }
}

/** The swipe's Put on its own: a repeated swipe is answered from the stored one its refusal returns. */
async function putSwipeAlone(put: NonNullable<TransactItem['Put']>): Promise<SwipeWrite> {
  try {
    await dynamo.send(new PutCommand(put));
    return { outcome: 'recorded' };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The refused Put's item comes as DynamoDB sent it (attribute values, not unmarshalled).
    const old = (error as { Item?: Record<string, AttributeValue> }).Item;
    return { outcome: 'repeated', existing: old && (unmarshall(old) as StoredSwipe) };
  }
}

const MATCH_COUNTS = { matches: 1, mutualLikes: 1 };

const statsItem = (memberId: string, delta: Record<string, number>): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.memberStats(memberId),
    UpdateExpression: `SET entity = :entity ADD ${Object.keys(delta)
      .map((name) => `${name} :${name}`)
      .join(', ')}`,
    ExpressionAttributeValues: {
      ':entity': 'memberStats',
      ...Object.fromEntries(Object.entries(delta).map(([name, value]) => [`:${name}`, value])),
    },
  },
});

/** The item a cancelled transaction's refused condition found (ReturnValuesOnConditionCheckFailure: ALL_OLD). */
function refusedItem(error: unknown, index: number): Record<string, unknown> | undefined {
  const old = (error as { CancellationReasons?: { Item?: Record<string, AttributeValue> }[] }).CancellationReasons?.[
    index
  ]?.Item;
  return old && unmarshall(old);
}

/** Whether the profile a refused pin move found holds another pin than the one the move was worked out from. */
function pinChanged(error: unknown, index: number, move: DayPinMove): boolean {
  const old = refusedItem(error, index);
  if (!old) return false;
  const movedAt = (old.dayPin as { movedAt?: number } | undefined)?.movedAt;
  return movedAt !== move.previousMovedAt;
}

/** The card a swipe was made on: its main photo (null: none) and whether a boost placed it. */
export type SwipeImpression = { photoId: string | null; boosted: boolean };

export type StoredSwipe = {
  swiperId: string;
  targetId: string;
  isLike: boolean;
  isSuperLike: boolean;
  createdAt: string;
  impression?: SwipeImpression;
  likedItem?: LikedItem;
  comment?: string;
  commentFlags?: MessageFlag[];
};

/** Strongly consistent, so two members liking each other at once cannot both miss the other's like. */
export async function getSwipe(swiperId: string, targetId: string): Promise<StoredSwipe | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.swipe(swiperId, targetId), ConsistentRead: true }),
  );
  return Item as StoredSwipe | undefined;
}

export type DailyCounts = { likes: number; superLikes: number; rewinds: number };

export async function getDailyCounts(memberId: string, day: string): Promise<DailyCounts> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.dailyCounter(memberId, day) }));
  return dailyCountsFrom(Item);
}

/** Adds one to a daily counter's `field`, refused (a failed condition) once it holds `limit`. */
export function dailyCountItem(memberId: string, day: string, field: string, limit: number, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.dailyCounter(memberId, day),
      UpdateExpression: 'SET entity = :entity, expiresAt = :exp ADD #count :one',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': field },
      ExpressionAttributeValues: {
        ':entity': 'dailyCounter',
        ':exp': epochSeconds(now) + DAILY_TTL_SECONDS,
        ':one': 1,
        ':limit': limit,
      },
    },
  };
}

/** The member's last pass (Rewind): replaced by each later pass, so only the latest can be taken back. */
function lastPassItem(swiperId: string, targetId: string, at: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.lastPass(swiperId), entity: 'lastPass', memberId: swiperId, targetId, passedAt: at },
    },
  };
}

/**
 * Of `others`, who has liked `memberId` (a like or super like stored, not a pass): Incognito members
 * are shown only to them. One BatchGet of exact keys per 100, none when `others` is empty.
 */
export async function likersAmong(memberId: string, others: string[]): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const items = await getByKeys(
    [...new Set(others)].map((other) => keys.swipe(other, memberId)),
    'swiperId, isLike',
  );
  return new Set(items.filter((item) => item.isLike === true).map((item) => String(item.swiperId)));
}

/** The day's counts an item read holds (by getDailyCounts, or in a BatchGet beside other keys). */
export const dailyCountsFrom = (Item: Record<string, unknown> | undefined): DailyCounts => ({
  likes: Number(Item?.likes ?? 0),
  superLikes: Number(Item?.superLikes ?? 0),
  rewinds: Number(Item?.rewinds ?? 0),
});

/**
 * Of `others`, who has `memberId` already swiped, and who is blocked in
 * either direction. BatchGets of exact keys: no scan, no query.
 */
export async function excludedAmong(memberId: string, others: string[]): Promise<Set<string>> {
  const requests = others.flatMap((other) => [
    keys.swipe(memberId, other),
    keys.block(memberId, other),
    keys.block(other, memberId),
  ]);
  const excluded = new Set<string>();
  for (const item of await getByKeys(requests, 'pk, sk')) {
    const pk = String(item.pk);
    const sk = String(item.sk);
    const [, otherInSk] = sk.split('#');
    excluded.add(pk === keys.member(memberId).pk ? otherInSk : pk.slice('MEMBER#'.length));
  }
  return excluded;
}
