import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ActiveBoost, BoostType } from '#shared/boosts.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';
import {
  epochSeconds,
  failedConditions,
  isConditionFailure,
  IS_NEW,
  putItem,
  writeWhileMemberExists,
  updateIfConditionHolds,
} from './conditions';

/** What bought or granted the minutes of an active boost: a purchase, or the plan's monthly allowance. */
export type BoostSource = { id: string; type: BoostType; minutes: number };

export type StoredActiveBoost = ActiveBoost & { sources: BoostSource[] };

export type BoostHistoryEntry = {
  boostId: string;
  type: BoostType;
  multiplier: number;
  startedAt: string;
  endsAt: string;
  source: 'purchase' | 'allowance';
};

/** History is kept for 90 days: enough for the panel (10 fetched) and the export. */
const HISTORY_TTL_SECONDS = 90 * 86_400;

export async function getActiveBoost(memberId: string): Promise<StoredActiveBoost | null> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.activeBoost(memberId), ConsistentRead: true }),
  );
  if (!Item) return null;
  return {
    type: Item.type,
    multiplier: Item.multiplier,
    startedAt: Item.startedAt,
    endsAt: Item.endsAt,
    sources: Item.sources ?? [],
  } as StoredActiveBoost;
}

export type BoostWrite = 'written' | 'already' | 'changed' | 'noMember';

/**
 * Stores the member's boost as `next`, written only if the stored one is
 * still `current` (its end time), and a history entry keyed by the source:
 * the same purchase never activates twice. The active item expires by TTL at
 * its end, and that REMOVE re-indexes the member without the boost.
 */
export async function saveActiveBoost(
  memberId: string,
  current: StoredActiveBoost | null,
  next: StoredActiveBoost,
  entry: BoostHistoryEntry,
  now = new Date(),
): Promise<BoostWrite> {
  try {
    await writeWhileMemberExists(memberId, [
      putItem(
        {
          ...keys.activeBoost(memberId),
          entity: 'activeBoost',
          memberId,
          ...next,
          expiresAt: epochSeconds(next.endsAt),
          updatedAt: now.toISOString(),
        },
        {
          ConditionExpression: current ? 'endsAt = :ends' : 'attribute_not_exists(pk) OR endsAt <= :now',
          ExpressionAttributeValues: current ? { ':ends': current.endsAt } : { ':now': now.toISOString() },
        },
      ),
      putItem(
        {
          ...keys.boostHistory(memberId, entry.startedAt, entry.boostId),
          entity: 'boost',
          memberId,
          ...entry,
          expiresAt: epochSeconds(entry.endsAt) + HISTORY_TTL_SECONDS,
        },
        IS_NEW,
      ),
    ]);
    return 'written';
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    if (failed.includes(0)) return 'noMember';
    if (failed.includes(2)) return 'already';
    return 'changed';
  }
}

/** Ends or shortens the active boost (a refunded purchase's minutes), only if it is still `current`. */
export async function replaceActiveBoost(
  memberId: string,
  current: StoredActiveBoost,
  next: StoredActiveBoost | null,
): Promise<boolean> {
  try {
    if (!next) {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: tableName(),
                Key: keys.activeBoost(memberId),
                ConditionExpression: 'endsAt = :ends',
                ExpressionAttributeValues: { ':ends': current.endsAt },
              },
            },
          ],
        }),
      );
    } else {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.activeBoost(memberId),
          UpdateExpression: 'SET endsAt = :next, sources = :sources, expiresAt = :exp',
          ConditionExpression: 'endsAt = :ends',
          ExpressionAttributeValues: {
            ':next': next.endsAt,
            ':sources': next.sources,
            ':exp': epochSeconds(next.endsAt),
            ':ends': current.endsAt,
          },
        }),
      );
    }
    return true;
  } catch (error) {
    if (isConditionFailure(error) || failedConditions(error)) return false;
    throw error;
  }
}

/** Newest first. */
export async function listBoostHistory(memberId: string, limit: number): Promise<BoostHistoryEntry[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ScanIndexForward: false,
      Limit: limit,
      ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':prefix': keys.boostHistoryPrefix() },
    }),
  );
  return Items.map(
    (item) =>
      ({
        boostId: item.boostId,
        type: item.type,
        multiplier: item.multiplier,
        startedAt: item.startedAt,
        endsAt: item.endsAt,
        source: item.source,
      }) as BoostHistoryEntry,
  );
}

export async function getAllowanceUsed(memberId: string, month: string): Promise<number> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.boostAllowance(memberId, month), ConsistentRead: true }),
  );
  return Number(Item?.used ?? 0);
}

/** Takes one boost from this month's allowance unless it is used up; nothing is written when refused. */
export async function takeFromAllowance(
  memberId: string,
  month: string,
  included: number,
  now = new Date(),
): Promise<boolean> {
  return updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.boostAllowance(memberId, month),
    UpdateExpression: 'SET entity = :entity, expiresAt = :exp ADD used :one',
    ConditionExpression: 'attribute_not_exists(used) OR used < :included',
    ExpressionAttributeValues: {
      ':entity': 'boostAllowance',
      ':exp': epochSeconds(now) + 40 * 86_400,
      ':one': 1,
      ':included': included,
    },
  });
}

/** Gives an allowance boost back when it could not be activated. */
export async function returnToAllowance(memberId: string, month: string): Promise<void> {
  await updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.boostAllowance(memberId, month),
    UpdateExpression: 'ADD used :minusOne',
    ConditionExpression: 'used > :zero',
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  });
}
