import type { DynamoDBRecord } from 'aws-lambda';
import type { GlobalStats } from '../db/global-stats';
import type { MemberCounters } from '../db/member-stats';

type Image = Record<string, { S?: string; BOOL?: boolean; L?: { S?: string }[] }> | undefined;
const entityOf = (image: Image) => image?.entity?.S;

/**
 * Pure: what one stream record changes in the derived counters. Only entity
 * attributes are read, never keys, so key formats stay in db/.
 */
export function globalStatsDelta(record: DynamoDBRecord): Partial<GlobalStats> {
  const before = entityOf(record.dynamodb?.OldImage as Image);
  const after = entityOf(record.dynamodb?.NewImage as Image);
  if (record.eventName === 'INSERT' && after === 'profile') return { members: 1 };
  if (record.eventName === 'REMOVE' && before === 'profile') return { members: -1 };
  return {};
}

/**
 * Dashboard counters an item changes, per member. Likes and messages sent are
 * counted as they are made. Matches are the member's current ones, as /matches
 * lists them: a match item's removal (unmatch, block, either account deleted)
 * takes its match and mutual like back, so the dashboard never counts a match
 * the lists no longer show. The messages of an ended match are taken back by
 * its purge (match-lifecycle.ts), which knows who sent how many.
 */
export function memberCounterDeltas(record: DynamoDBRecord): { memberId: string; delta: Partial<MemberCounters> }[] {
  if (record.eventName === 'REMOVE') {
    const image = record.dynamodb?.OldImage as Image;
    return entityOf(image) === 'match' ? eachMember(image, { matches: -1, mutualLikes: -1 }) : [];
  }
  if (record.eventName !== 'INSERT') return [];
  const image = record.dynamodb?.NewImage as Image;
  switch (entityOf(image)) {
    case 'swipe':
      // A like stored since decision 0075 counted itself, in its own transaction.
      return image?.isLike?.BOOL && image.swiperId?.S && !image.likeCounted?.BOOL
        ? [{ memberId: image.swiperId.S, delta: { likesSent: 1 } }]
        : [];
    case 'match':
      // A match a like made since decision 0075 counted itself in that like's transaction.
      return image?.counted?.BOOL ? [] : eachMember(image, { matches: 1, mutualLikes: 1 });
    case 'message':
      // A message sent since decision 0080 is counted on its sender's match edge by the send itself.
      return image?.senderId?.S && !image.sentCounted?.BOOL
        ? [{ memberId: image.senderId.S, delta: { messagesSent: 1 } }]
        : [];
    default:
      return [];
  }
}

const eachMember = (image: Image, delta: Partial<MemberCounters>) =>
  (image?.memberIds?.L ?? []).flatMap((value) => (value.S ? [{ memberId: value.S, delta }] : []));
