/**
 * The table's stream, decoded once: each record becomes one typed change of
 * one entity, so the stream's effects (lambdas/events/stream-effects.ts) read
 * items as the modules here wrote them and never look at images, keys or
 * entity strings themselves.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { EliteEntitlement, SubscriptionEntitlement } from '#shared/billing/entitlement.ts';
import type { StoredActiveBoost } from './boosts';
import { TTL_PRINCIPAL } from './correlation';
import type { IntroductionRecord } from './elite';
import type { MatchEdge, MatchRecord } from './matches';
import type { SendMarkerRecord } from './messages';
import type { NoticeRecord } from './moderation';
import type { AwayTimer } from './notifications';
import type { ProfileRecord } from './profiles';
import type { PurchaseRecord } from './purchases';
import type { StoryRecord } from './stories';
import type { StoredSwipe } from './swipes';

/**
 * The entities whose changes have effects, by their `entity` attribute, with
 * the attributes of the item their module writes (storage keys left out).
 */
export type StreamEntities = {
  profile: ProfileRecord;
  activeBoost: StoredActiveBoost & { memberId: string };
  entitlement: {
    memberId: string;
    subscription?: SubscriptionEntitlement | null;
    elite?: EliteEntitlement | null;
  };
  /** When a dated plan runs out (entitlements.ts): its TTL deletion is the plan's end. */
  planEnd: { memberId: string; endsAt: string };
  swipe: StoredSwipe;
  /** A discovery page's members, each encoded by insight-counters.ts. */
  impressionBatch: { viewerId: string; day: string; shown: string[] };
  match: MatchRecord;
  /** `bellTracked`: its message notifications are read by the read itself (decision 0066). */
  matchEdge: MatchEdge & { readUpTo?: string; bellTracked?: boolean };
  /**
   * `recipientId`: on messages stored since decision 0061; `notified` (the send wrote the recipient's
   * notification in its own transaction) since decision 0066; `recipientOnline` since decision 0075.
   */
  message: {
    id: string;
    matchId: string;
    senderId: string;
    recipientId?: string;
    notified?: boolean;
    /** The send found a socket of the recipient's open (decision 0075): a message then goes to no device. */
    recipientOnline?: boolean;
    /** Its send marker's expiry is its unread timer (decision 0080): the stream starts none. */
    awayTimerOnMarker?: boolean;
    content: string;
    createdAt: string;
  };
  purchase: PurchaseRecord;
  story: StoryRecord;
  voiceReaction: { memberId: string; ownerId: string; voiceId: string; isLike: boolean; createdAt: string };
  introduction: IntroductionRecord;
  notice: NoticeRecord;
  stripeEvent: { eventId: string; type: string; status: string; target?: { customerId?: string }; receivedAt: string };
  block: { blockerId: string; blockedId: string; createdAt: string };
  awayTimer: AwayTimer;
  /** A retried send's guard; with `awayTimer`, a notified message's unread timer too (decision 0080). */
  sendMarker: SendMarkerRecord;
  /** A member's views on one day; `memberId` and `unfoldedViews` since decision 0088. */
  viewDay: { memberId?: string; views?: number; unfoldedViews?: number };
};
export type StreamEntity = keyof StreamEntities;

/** Every entity of `StreamEntities`, which the compiler keeps complete. */
const STREAM_ENTITIES: Record<StreamEntity, true> = {
  profile: true,
  activeBoost: true,
  entitlement: true,
  planEnd: true,
  swipe: true,
  impressionBatch: true,
  match: true,
  matchEdge: true,
  message: true,
  purchase: true,
  story: true,
  voiceReaction: true,
  introduction: true,
  notice: true,
  stripeEvent: true,
  block: true,
  awayTimer: true,
  sendMarker: true,
  viewDay: true,
};

/**
 * Why an item changed. `ttl` is a REMOVE made by DynamoDB's Time to Live
 * (the record's userIdentity is the DynamoDB service principal), as opposed
 * to a delete someone asked for (`remove`): a story that expired and one its
 * owner deleted are purged alike, but only a boost that ran its course tells
 * the member it ended.
 */
export type ChangeReason = 'insert' | 'modify' | 'remove' | 'ttl';

/** One change of an item: no old image for an insert, no new image for a removal. */
export type ItemChange<Item> =
  | { why: 'insert'; old?: undefined; new: Item }
  | { why: 'modify'; old: Item; new: Item }
  | { why: 'remove' | 'ttl'; old: Item; new?: undefined };

type StoredItem = Record<string, unknown>;

/** A decoded record of any entity, including those without effects. */
export type DecodedChange = { entity: string | undefined } & ItemChange<StoredItem>;

/** A change of one of the stream's entities, its items typed. */
export type EntityChange<K extends StreamEntity> = { entity: K } & ItemChange<StreamEntities[K]>;
export type TableChange = { [K in StreamEntity]: EntityChange<K> }[StreamEntity];

const imageOf = (image: unknown): StoredItem | undefined =>
  image ? unmarshall(image as Record<string, AttributeValue>) : undefined;

/**
 * Decodes a stream record (NEW_AND_OLD_IMAGES) into its change; undefined for
 * a record without the image its event must carry.
 */
export function decodeStreamRecord(record: DynamoDBRecord): DecodedChange | undefined {
  const oldItem = imageOf(record.dynamodb?.OldImage);
  const newItem = imageOf(record.dynamodb?.NewImage);
  const entityOf = (item: StoredItem) => (typeof item.entity === 'string' ? item.entity : undefined);
  switch (record.eventName) {
    case 'INSERT':
      return newItem && { entity: entityOf(newItem), why: 'insert', new: newItem };
    case 'MODIFY':
      return oldItem && newItem && { entity: entityOf(newItem), why: 'modify', old: oldItem, new: newItem };
    case 'REMOVE': {
      const why = record.userIdentity?.principalId === TTL_PRINCIPAL ? 'ttl' : 'remove';
      return oldItem && { entity: entityOf(oldItem), why, old: oldItem };
    }
    default:
      return undefined;
  }
}

/**
 * Whether the change is of an entity the stream acts on. Its items are then
 * the ones this folder's modules wrote for that entity, which is what the
 * narrowing to their types rests on.
 */
export function isTableChange(change: DecodedChange): change is TableChange {
  return change.entity !== undefined && Object.hasOwn(STREAM_ENTITIES, change.entity);
}
