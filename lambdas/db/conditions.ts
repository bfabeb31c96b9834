import { PutCommand, TransactWriteCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/**
 * The small pieces every db/ module guards its writes with: DynamoDB's answers
 * when a condition did not hold, the "profile still exists" check that keeps a
 * deleted member's records from being written back, and epoch seconds, the unit
 * of TTL attributes and of the conditions that compare against them.
 */

type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;
/** One item of a TransactWrite. */
export type TransactItem = TransactItems[number];

/** A single write (Put, Update, Delete) refused because its ConditionExpression did not hold. */
export const isConditionFailure = (error: unknown): boolean =>
  (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

/**
 * Which items of a cancelled TransactWrite failed their condition, by position;
 * undefined when the error is not a cancellation. An empty list is still a
 * cancellation (a conflict with another transaction, say), and is truthy.
 */
export function failedConditions(error: unknown): number[] | undefined {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
}

/**
 * Runs an update whose ConditionExpression guards a state change, and says
 * whether it happened: false when the condition did not hold (someone else
 * got there first, or the item is not in the state the change starts from).
 */
export async function updateIfConditionHolds(input: UpdateCommandInput): Promise<boolean> {
  try {
    await dynamo.send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * A transaction item that holds only while the member's profile exists: written
 * beside a member's records so that nothing is recreated for a deleted account.
 */
export const profileExists = (memberId: string): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: keys.profile(memberId), ConditionExpression: 'attribute_exists(pk)' },
});

/** What a Put must meet to be written: a ConditionExpression and the values it names. */
export type PutCondition = { ConditionExpression?: string; ExpressionAttributeValues?: Record<string, unknown> };

/** The condition of a Put that only creates: no item has this key yet. */
export const IS_NEW: PutCondition = { ConditionExpression: 'attribute_not_exists(pk)' };

/** A Put of one item, as a transaction item, under the condition it must meet (none by default). */
export const putItem = (Item: Record<string, unknown>, condition: PutCondition = {}): TransactItem => ({
  Put: { TableName: tableName(), Item, ...condition },
});

/**
 * Writes `items` in one transaction behind the profileExists check, so that
 * nothing is recreated for a deleted account. The check is item 0: in
 * failedConditions(error), 0 means the member is gone and `items[i]` is i + 1.
 */
export async function writeWhileMemberExists(memberId: string, items: TransactItem[]): Promise<void> {
  await dynamo.send(new TransactWriteCommand({ TransactItems: [profileExists(memberId), ...items] }));
}

/** writeWhileMemberExists for a caller that only needs to know whether the member was still there. */
export async function writeIfMemberExists(memberId: string, items: TransactItem[]): Promise<boolean> {
  try {
    await writeWhileMemberExists(memberId, items);
    return true;
  } catch (error) {
    if (failedConditions(error)?.includes(0)) return false;
    throw error;
  }
}

/** Puts an item only if its key is new; false when one is already there (a repeat). */
export async function putIfNew(Item: Record<string, unknown>): Promise<boolean> {
  try {
    await dynamo.send(new PutCommand({ TableName: tableName(), Item, ...IS_NEW }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Whole seconds since the epoch, the unit DynamoDB's TTL reads, of a Date, an ISO string or epoch milliseconds. */
export function epochSeconds(at: Date | string | number): number {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : at;
  return Math.floor(ms / 1000);
}
