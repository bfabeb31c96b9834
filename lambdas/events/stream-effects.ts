/**
 * What the table stream does, in one place. Each record is decoded once
 * (db/table-changes.ts) into a typed change of one entity, which runs that
 * entity's effects below, in their order. A new feature adds a row here and
 * the effect it names; the effect receives its entity's items, typed.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { addToGlobalStats } from '../db/global-stats';
import { addToMemberCounters, foldExpiredViews } from '../db/member-stats';
import {
  decodeStreamRecord,
  isTableChange,
  type DecodedChange,
  type EntityChange,
  type StreamEntities,
  type StreamEntity,
} from '../db/table-changes';
import { logger } from '../lib/logger';
import { announceEntitlementChange } from '../use-cases/billing/announce-entitlement-change';
import { applyPurchaseChange } from '../use-cases/billing/purchase-effects';
import {
  announceIntroduction,
  announceIntroductionAnswer,
  expireUnansweredIntroduction,
} from '../use-cases/elite/elite-effects';
import { countImpressions, countSwipeReceived } from '../use-cases/insights/insight-effects';
import { announceMatch, purgeEndedMatch } from '../use-cases/matches/match-lifecycle';
import { announceNotice, mirrorEliteVisibility } from '../use-cases/moderation/moderation-effects';
import {
  emailUnreadAfterTimer,
  emailUnreadAfterMarker,
  forgetBlocked,
  forgetEndedMatch,
  markConversationRead,
  notifyBillingNotice,
  notifyBoostEnded,
  notifyIntroduction,
  notifyLike,
  notifyMessage,
  notifyNotice,
  notifyVoiceLike,
} from '../use-cases/notifications/notification-events';
import { reindexMember } from '../use-cases/discovery/reindex-member';
import { watchPlanEnd } from '../use-cases/billing/plan-end';
import { sameDiscoveryEntries } from '../db/discovery-index';
import { purgeStory } from '../use-cases/stories/purge-story';
import { handOnLapseCheck } from '../use-cases/verification/lapse-check';
import { announceVoiceLike } from '../use-cases/voice/announce-voice-like';
import { globalStatsDelta, memberCounterDeltas } from './stream-deltas';

/** What one group of effects does on each kind of change of an item; a group may answer some kinds only. */
export type Effects<Item> = {
  inserted?: (item: Item) => Promise<void>;
  modified?: (before: Item, after: Item) => Promise<void>;
  /** `byTtl`: DynamoDB's Time to Live deleted it, rather than a request. */
  removed?: (item: Item, byTtl: boolean) => Promise<void>;
};

export type EffectTable = { readonly [K in StreamEntity]?: readonly Effects<StreamEntities[K]>[] };

/** On an insert or a modify: the item as written, and as it was when it existed before. */
const written = <Item>(effect: (after: Item, before: Item | undefined) => Promise<void>): Effects<Item> => ({
  inserted: (item) => effect(item, undefined),
  modified: (before, after) => effect(after, before),
});

/** On any change: the item as it is now, or as it was last. */
const anyChange = <Item>(effect: (item: Item) => Promise<void>): Effects<Item> => ({
  inserted: effect,
  modified: (_before, after) => effect(after),
  removed: (item) => effect(item),
});

/**
 * Everything derived from one changed item, besides the counters
 * (stream-deltas.ts):
 * - a swipe counts as a view of its target (the deck showed them), and a like
 *   as a like received on the target's insights, with their main photo; a day's
 *   views join the lifetime total when the TTL removes the day;
 * - a discovery page's impression batch counts an impression for each member shown;
 * - a profile's discovery entries follow the profile, its boost and its tier
 *   (priority placement), a boost's end and a dated plan's end (TTL deletions) included;
 * - a verified member's new main photo is handed to the verification-lapse function (decision 0098);
 * - a new match is told to each member once (one frame, one notification, an
 *   email when away); an ended one is purged;
 * - a purchase that completed grants what it bought, a refunded one takes it back;
 * - changed entitlements are announced to the member's open tabs, and mirrored
 *   onto the profile (`eliteUntil`), which hides an Elite member from everyone
 *   who is not Elite;
 * - a story that is gone (deleted, or expired and removed by the TTL) takes its media and views with it;
 * - a like of a voice introduction is announced to its owner;
 * - an Elite introduction tells the candidate it concerns, or the member when a
 *   candidate accepts; one nobody answered in time (TTL) frees its place;
 * - a moderator's notice is pushed to the member (a ban's sockets close after);
 * - the notification center: likes, messages, voice likes, a boost's end,
 *   billing notices, introductions and moderators' notices become
 *   notifications (pushed live), blocks and ended matches remove pending ones,
 *   and away members are emailed (notification-events.ts, decision 0024).
 */
export const STREAM_EFFECTS: EffectTable = {
  profile: [
    {
      inserted: (profile) => reindexMember(profile.id),
      // A change the entries do not hold (a like's day pin, settings) rewrites nothing: five requests saved.
      modified: (before, after) => (sameDiscoveryEntries(before, after) ? Promise.resolve() : reindexMember(after.id)),
      removed: (profile) => reindexMember(profile.id),
    },
    { modified: handOnLapseCheck },
  ],
  activeBoost: [{ removed: notifyBoostEnded }, anyChange((boost) => reindexMember(boost.memberId))],
  entitlement: [
    written(announceEntitlementChange),
    written((entitlement) => mirrorEliteVisibility(entitlement.memberId)),
    written((entitlement) => reindexMember(entitlement.memberId)),
    written((entitlement, before) => watchPlanEnd(entitlement, before)),
  ],
  // A dated plan ran out (its mark's TTL deletion): what it included ends, as on a written change.
  planEnd: [
    { removed: (end, byTtl) => (byTtl ? reindexMember(end.memberId) : Promise.resolve()) },
    { removed: (end, byTtl) => (byTtl ? mirrorEliteVisibility(end.memberId) : Promise.resolve()) },
  ],
  swipe: [
    // The target's day view, with the card's impression (decision 0079) and, for a like, their like
    // received: one UpdateItem of the day item (decision 0088).
    { inserted: (swipe) => countSwipeReceived(swipe) },
    { inserted: notifyLike },
  ],
  // Only from a page on which Incognito held someone back (decision 0079).
  impressionBatch: [{ inserted: countImpressions }],
  match: [
    {
      inserted: announceMatch,
      removed: (match) => purgeEndedMatch(match.matchId, match.memberIds),
    },
    { removed: forgetEndedMatch },
  ],
  matchEdge: [{ modified: markConversationRead }],
  message: [{ inserted: notifyMessage }],
  purchase: [written((purchase, before) => applyPurchaseChange(before?.status, purchase))],
  story: [{ removed: purgeStory }],
  voiceReaction: [{ inserted: announceVoiceLike }, { inserted: notifyVoiceLike }],
  introduction: [
    {
      inserted: announceIntroduction,
      modified: announceIntroductionAnswer,
      removed: expireUnansweredIntroduction,
    },
    { inserted: notifyIntroduction },
  ],
  notice: [{ inserted: announceNotice }, { inserted: notifyNotice }],
  stripeEvent: [{ inserted: notifyBillingNotice }],
  block: [{ inserted: forgetBlocked }],
  awayTimer: [{ removed: emailUnreadAfterTimer }],
  sendMarker: [{ removed: emailUnreadAfterMarker }],
  // A day's views join the lifetime total when the TTL removes their day item (decision 0088).
  viewDay: [{ removed: (day, byTtl) => (byTtl ? foldExpiredViews(day) : Promise.resolve()) }],
};

/** Generic in the entity, so the table's row and the change's items are known to be of the same entity. */
async function runEffects<K extends StreamEntity>(change: EntityChange<K>, table: EffectTable): Promise<void> {
  const effects: readonly Effects<StreamEntities[K]>[] = table[change.entity] ?? [];
  for (const effect of effects) {
    switch (change.why) {
      case 'insert':
        await effect.inserted?.(change.new);
        break;
      case 'modify':
        await effect.modified?.(change.old, change.new);
        break;
      case 'remove':
      case 'ttl':
        await effect.removed?.(change.old, change.why === 'ttl');
        break;
    }
  }
}

/**
 * Runs the effects of one decoded change. An item of an entity without
 * effects (a connection, a counter, one a newer deployment writes) is
 * skipped, with a debug line: most of the table's writes are of those.
 */
export async function applyTableChange(change: DecodedChange, table: EffectTable = STREAM_EFFECTS): Promise<void> {
  if (!isTableChange(change)) {
    logger.debug('Stream change without effects', { entity: change.entity, why: change.why });
    return;
  }
  await runEffects(change, table);
}

/** One stream record: the counters it moves, then its entity's effects. */
export async function applyStreamRecord(record: DynamoDBRecord): Promise<void> {
  await addToGlobalStats(globalStatsDelta(record));
  for (const { memberId, delta } of memberCounterDeltas(record)) await addToMemberCounters(memberId, delta);
  const change = decodeStreamRecord(record);
  if (change) await applyTableChange(change);
}
