import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { queryAll } from './member-items';
import { tableName } from './table';
import {
  IS_NEW,
  epochSeconds,
  failedConditions,
  isConditionFailure,
  putItem,
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
 * Views not yet in the stats item's lifetime total: each view ADDs one here on its day item, and the
 * day item's TTL removal moves them onto the total (foldExpiredViews, decision 0088), so a view writes one
 * item, not two. The lifetime figure is the total plus what the day items still hold (viewTotals).
 */
const UNFOLDED = 'unfoldedViews';

/**
 * The day's counter (kept for the weekly figure), which also carries the view until its day is folded
 * into the lifetime total. `onDay`: more counters ADDed to the same day item (a swipe's impression,
 * decision 0079; a like received, decision 0088), at no extra item or unit. The member's id rides along
 * for the fold, which reads nothing else.
 */
function oneView(memberId: string, expiresAt: number, onDay: Record<string, number> = {}) {
  return { delta: { views: 1, [UNFOLDED]: 1, ...onDay }, set: { expiresAt, memberId } };
}

/**
 * Counts one view of `memberId` by `viewerId` on `day`, at most once per
 * viewer per day: the marker and the day counter (which carries the view to the
 * lifetime total, decision 0088) move together in one transaction, or not at
 * all. Like every counter, it needs the viewed member's profile: a view racing
 * their account deletion writes nothing.
 * Returns whether the view counted.
 */
export async function recordProfileView(memberId: string, viewerId: string, day: string, now: Date): Promise<boolean> {
  const expiresAt = epochSeconds(now) + VIEW_DAY_TTL_SECONDS;
  const { delta, set } = oneView(memberId, expiresAt);
  try {
    await writeWhileMemberExists(memberId, [
      putItem({ ...keys.viewMarker(memberId, viewerId, day), entity: 'viewMarker', viewerId, expiresAt }, IS_NEW),
      { Update: counterUpdate(keys.viewsOnDay(memberId, day), 'viewDay', delta, set)! },
    ]);
    return true;
  } catch (error) {
    if (failedConditions(error)) return false;
    throw error;
  }
}

/**
 * A member's views from their day items, in one Query of their partition (a month's days, a few KB):
 * `weekly`, those of the given days whose item has not expired, and `unfolded`, the views on every day
 * item still there, expired or not, that the lifetime total does not hold yet (decision 0088). A day
 * leaves the second sum only when its removal has folded it into the total, so no view counts twice.
 */
export async function viewTotals(
  memberId: string,
  days: string[],
  now: Date,
): Promise<{ weekly: number; unfolded: number }> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ProjectionExpression: 'sk, #views, #unfolded, expiresAt',
    ExpressionAttributeNames: { '#views': 'views', '#unfolded': UNFOLDED },
    ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':prefix': keys.viewsDayPrefix() },
  });
  const nowSeconds = epochSeconds(now);
  const wanted = new Set(days.map((day) => keys.viewsOnDay(memberId, day).sk));
  let weekly = 0;
  let unfolded = 0;
  for (const item of items) {
    unfolded += Number(item[UNFOLDED] ?? 0);
    if (wanted.has(String(item.sk)) && Number(item.expiresAt) > nowSeconds) weekly += Number(item.views ?? 0);
  }
  return { weekly, unfolded };
}

/**
 * A view without the per-viewer marker: the stream calls this once per swipe, which is once per pair.
 * One conditional UpdateItem of the day item, with `onDay`'s counters on it (the card's impression, a
 * like received): only the day's first counter checks the profile in a transaction (decision 0088).
 */
export async function addDayView(
  memberId: string,
  day: string,
  now: Date,
  onDay: Record<string, number> = {},
): Promise<void> {
  const { delta, set } = oneView(memberId, epochSeconds(now) + VIEW_DAY_TTL_SECONDS, onDay);
  await addCountersWhileMemberExists(memberId, keys.viewsOnDay(memberId, day), 'viewDay', delta, set);
}

/**
 * A day item that DynamoDB's TTL removed: its views not yet folded join the lifetime total, unless the
 * member is gone (their stats item is then never written back). A removal someone asked for (an account
 * deletion) folds nothing.
 */
export async function foldExpiredViews(day: { memberId?: string; unfoldedViews?: number }): Promise<void> {
  // A day item written before decision 0088 has no member id: its views were added to the total as they came.
  if (!day.memberId || !day.unfoldedViews) return;
  await addCountersWhileMemberExists(day.memberId, keys.memberStats(day.memberId), 'memberStats', {
    profileViews: day.unfoldedViews,
  });
}
