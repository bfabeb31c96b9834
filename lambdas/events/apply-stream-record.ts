import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { addToGlobalStats } from '../db/global-stats';
import { addDayView, addToMemberCounters } from '../db/member-stats';
import { announceMatch, purgeEndedMatch } from '../use-cases/matches/match-lifecycle';
import { reindexMember } from '../use-cases/discovery/reindex-member';
import { announceEntitlementChange } from '../use-cases/billing/announce-entitlement-change';
import { applyPurchaseChange } from '../use-cases/billing/purchase-effects';
import type { PurchaseRecord } from '../db/purchases';
import { purgeStory } from '../use-cases/stories/purge-story';
import { announceVoiceLike } from '../use-cases/voice/announce-voice-like';
import { applyIntroductionChange } from '../use-cases/elite/elite-effects';
import { announceNotice, mirrorEliteVisibility } from '../use-cases/moderation/moderation-effects';
import type { NoticeRecord } from '../db/moderation';
import type { StoryRecord } from '../db/stories';
import { globalStatsDelta, memberCounterDeltas } from './stream-deltas';
import { applyNotificationEvents } from '../use-cases/notifications/notification-events';
import { countImpressions, countLikeReceived } from '../use-cases/insights/insight-effects';

const imageOf = (image: unknown) => (image ? unmarshall(image as Record<string, AttributeValue>) : undefined);

/**
 * Everything derived from one changed item:
 * - table-wide and per-member counters (dashboard);
 * - a swipe counts as a view of its target (the deck showed them), and a like
 *   as a like received on the target's insights, with their main photo;
 * - a discovery page's impression batch counts an impression for each member shown;
 * - a profile's discovery entries follow the profile, its boost and its tier
 *   (priority placement), a boost's end (a TTL deletion) included;
 * - a new match is announced over the WebSocket API; an ended one is purged;
 * - a purchase that completed grants what it bought, a refunded one takes it back;
 * - changed entitlements are announced to the member's open tabs;
 * - a story that is gone (deleted, or expired and removed by the TTL) takes its media and views with it;
 * - a like of a voice introduction is announced to its owner;
 * - an Elite introduction tells the candidate it concerns, or the member when a
 *   candidate accepts; one nobody answered in time (TTL) frees its place;
 * - a moderator's notice is pushed to the member (a ban's sockets close after);
 * - an entitlement change is mirrored onto the profile (`eliteUntil`), which
 *   hides an Elite member from everyone who is not Elite;
 * - the notification center: likes, matches, messages, voice likes, a boost's
 *   end, billing notices, introductions and moderators' notices become
 *   notifications (pushed live), blocks and ended matches remove pending ones,
 *   and away members are emailed (notification-events.ts, decision 0024).
 */
export async function applyStreamRecord(record: DynamoDBRecord): Promise<void> {
  await addToGlobalStats(globalStatsDelta(record));
  for (const { memberId, delta } of memberCounterDeltas(record)) await addToMemberCounters(memberId, delta);

  const after = imageOf(record.dynamodb?.NewImage);
  const before = imageOf(record.dynamodb?.OldImage);
  if (record.eventName === 'INSERT' && after?.entity === 'swipe') {
    await addDayView(String(after.targetId), String(after.createdAt).slice(0, 10), new Date(String(after.createdAt)));
    // Profile insights (decision 0026): likes received per day and per main photo.
    if (after.isLike === true) await countLikeReceived(after);
  }
  if (record.eventName === 'INSERT' && after?.entity === 'impressionBatch') await countImpressions(after);
  if (record.eventName === 'INSERT' && after?.entity === 'match')
    await announceMatch(String(after.matchId), after.memberIds as string[]);
  if (record.eventName === 'REMOVE' && before?.entity === 'match')
    await purgeEndedMatch(String(before.matchId), before.memberIds as string[]);
  if (record.eventName !== 'REMOVE' && after?.entity === 'purchase') {
    await applyPurchaseChange(
      before?.status as PurchaseRecord['status'] | undefined,
      after as unknown as PurchaseRecord,
    );
  }
  if (record.eventName !== 'REMOVE' && after?.entity === 'entitlement') await announceEntitlementChange(before, after);
  if (record.eventName === 'REMOVE' && before?.entity === 'story') {
    await purgeStory(before as unknown as StoryRecord, record.userIdentity?.principalId === 'dynamodb.amazonaws.com');
  }
  if (record.eventName === 'INSERT' && after?.entity === 'voiceReaction' && after.isLike === true) {
    await announceVoiceLike(String(after.memberId), String(after.ownerId));
  }
  if (after?.entity === 'introduction' || before?.entity === 'introduction') {
    await applyIntroductionChange(
      record.eventName,
      before,
      after,
      record.userIdentity?.principalId === 'dynamodb.amazonaws.com',
    );
  }
  if (record.eventName === 'INSERT' && after?.entity === 'notice')
    await announceNotice(after as unknown as NoticeRecord);
  if (record.eventName !== 'REMOVE' && after?.entity === 'entitlement')
    await mirrorEliteVisibility(String(after.memberId));
  await applyNotificationEvents(record);
  const changed = after ?? before;
  if (changed?.entity === 'profile') await reindexMember(String(changed.id));
  else if (changed?.entity === 'activeBoost' || (changed?.entity === 'entitlement' && record.eventName !== 'REMOVE')) {
    await reindexMember(String(changed.memberId));
  }
}
