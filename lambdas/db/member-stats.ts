import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { getByKeys } from './batch-get';
import { tableName } from './table';
import {
  IS_NEW,
  epochSeconds,
  failedConditions,
  isConditionFailure,
  putItem,
  type TransactItem,
  writeIfMemberExists,
  writeWhileMemberExists,
} from './conditions';

/** Counters behind the dashboard, kept by the stream handler and by view writes; never computed by scanning. */
export type MemberCounters = {
  likesSent: number;
  matches: number;
  mutualLikes: number;
  messagesSent: number;
  profileViews: number;
};
export const EMPTY_COUNTERS: MemberCounters = {
  likesSent: 0,
  matches: 0,
  mutualLikes: 0,
  messagesSent: 0,
  profileViews: 0,
};

/** Daily view counters live a little over a month: the dashboard shows 7 days. */
const VIEW_DAY_TTL_SECONDS = 35 * 86_400;

export async function getMemberCounters(memberId: string): Promise<MemberCounters> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.memberStats(memberId) }));
  return Object.fromEntries(
    Object.keys(EMPTY_COUNTERS).map((name) => [name, Number(Item?.[name] ?? 0)]),
  ) as MemberCounters;
}

export async function addToMemberCounters(memberId: string, delta: Partial<MemberCounters>): Promise<void> {
  await addCountersWhileMemberExists(memberId, keys.memberStats(memberId), 'memberStats', delta);
}

/**
 * ADDs counters on one of a member's counter items (its `entity` and any
 * `set` values written alongside). Usually the item exists and one conditional
 * update does it. Only the first counter of an item, or one arriving after the
 * account was deleted, takes the transaction that checks the profile (account
 * deletion removes the profile before the counters), so a deleted member's
 * counters are never written back.
 */
export async function addCountersWhileMemberExists(
  memberId: string,
  key: { pk: string; sk: string },
  entity: string,
  delta: Record<string, number | undefined>,
  set: Record<string, unknown> = {},
): Promise<void> {
  const update = counterUpdate(key, entity, delta, set);
  if (!update) return;
  try {
    await dynamo.send(new UpdateCommand({ ...update, ConditionExpression: 'attribute_exists(pk)' }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Counters arrive from the stream after the fact: for a deleted member they are dropped, not written back.
    await writeIfMemberExists(memberId, [{ Update: update }]);
  }
}

/** The update that ADDs `delta` to a counter item (undefined when nothing moves), for a caller's own transaction. */
export function counterUpdate(
  key: { pk: string; sk: string },
  entity: string,
  delta: Record<string, number | undefined>,
  set: Record<string, unknown> = {},
) {
  const entries = Object.entries(delta).filter(([, value]) => value);
  if (entries.length === 0) return undefined;
  const sets = Object.entries(set);
  return {
    TableName: tableName(),
    Key: key,
    UpdateExpression: `SET ${['entity = :entity', ...sets.map((_, i) => `#s${i} = :s${i}`)].join(', ')} ADD ${entries.map((_, i) => `#c${i} :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries([
      ...entries.map(([name], i) => [`#c${i}`, name]),
      ...sets.map(([name], i) => [`#s${i}`, name]),
    ]),
    ExpressionAttributeValues: {
      ':entity': entity,
      ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
      ...Object.fromEntries(sets.map(([, value], i) => [`:s${i}`, value])),
    },
  };
}

/**
 * The day's counter (kept for the weekly figure) and the lifetime total move together. `onDay`: more
 * counters ADDed to the same day item (a swipe's impression, decision 0079), at no extra item or unit.
 */
function countOneView(
  memberId: string,
  day: string,
  expiresAt: number,
  onDay: Record<string, number> = {},
): TransactItem[] {
  const extra = Object.entries(onDay).filter(([, value]) => value);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.viewsOnDay(memberId, day),
        UpdateExpression: `SET entity = :entity, expiresAt = :exp ADD ${['#views :one', ...extra.map((_, i) => `#d${i} :d${i}`)].join(', ')}`,
        ExpressionAttributeNames: {
          '#views': 'views',
          ...Object.fromEntries(extra.map(([name], i) => [`#d${i}`, name])),
        },
        ExpressionAttributeValues: {
          ':entity': 'viewDay',
          ':exp': expiresAt,
          ':one': 1,
          ...Object.fromEntries(extra.map(([, value], i) => [`:d${i}`, value])),
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.memberStats(memberId),
        UpdateExpression: 'SET entity = :entity ADD profileViews :one',
        ExpressionAttributeValues: { ':entity': 'memberStats', ':one': 1 },
      },
    },
  ];
}

/**
 * Counts one view of `memberId` by `viewerId` on `day`, at most once per
 * viewer per day: the marker, the day counter and the total move together in
 * one transaction, or not at all. Like every counter, it needs the viewed
 * member's profile: a view racing their account deletion writes nothing.
 * Returns whether the view counted.
 */
export async function recordProfileView(memberId: string, viewerId: string, day: string, now: Date): Promise<boolean> {
  const expiresAt = epochSeconds(now) + VIEW_DAY_TTL_SECONDS;
  try {
    await writeWhileMemberExists(memberId, [
      putItem({ ...keys.viewMarker(memberId, viewerId, day), entity: 'viewMarker', viewerId, expiresAt }, IS_NEW),
      ...countOneView(memberId, day, expiresAt),
    ]);
    return true;
  } catch (error) {
    if (failedConditions(error)) return false;
    throw error;
  }
}

/** Views over the given days (one BatchGet, however many views there were). */
export async function sumViews(memberId: string, days: string[]): Promise<number> {
  const found = await getByKeys(
    days.map((day) => keys.viewsOnDay(memberId, day)),
    '#views, expiresAt',
    { '#views': 'views' },
  );
  const nowSeconds = epochSeconds(Date.now());
  return found
    .filter((item) => Number(item.expiresAt) > nowSeconds)
    .reduce((sum, item) => sum + Number(item.views ?? 0), 0);
}

/**
 * A view without the per-viewer marker: the stream calls this once per swipe, which is once per pair.
 * `alongside`: more of the same member's counters, written in the same transaction (a like's insight
 * counter, decision 0075: one request, where two were). `onDay`: counters kept on the day's view item
 * itself (the swipe's impression, decision 0079).
 */
export async function addDayView(
  memberId: string,
  day: string,
  now: Date,
  alongside: TransactItem[] = [],
  onDay: Record<string, number> = {},
): Promise<void> {
  const expiresAt = epochSeconds(now) + VIEW_DAY_TTL_SECONDS;
  await writeIfMemberExists(memberId, [...countOneView(memberId, day, expiresAt, onDay), ...alongside]);
}
