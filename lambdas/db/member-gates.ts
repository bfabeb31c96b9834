import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/**
 * A cap on a set of a member's items that come and go (open sockets, active stories) cannot be a
 * counter: the items leave by TTL or a best-effort delete, which would leave a counter high for good.
 * So the set is counted by reading it, and the read and the write are tied by the member's gate for
 * that set: read the gate's version, then count (strongly consistent), then write the new item in one
 * transaction with an update of the gate conditional on the version read. Any other addition that
 * committed in between moved the version, so the transaction fails and the caller counts again.
 * Removals do not touch the gate: they can only make a count high, which refuses, never overfills.
 */
export type GateName = 'sockets' | 'stories';

/** The gate's version, read strongly consistent; 0 before its first use. */
export async function gateVersion(memberId: string, gate: GateName): Promise<number> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.gate(memberId, gate), ConsistentRead: true }),
  );
  return Number(Item?.version ?? 0);
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The transaction item that moves the gate on, if it still stands at `version`. */
export function passGate(memberId: string, gate: GateName, version: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.gate(memberId, gate),
      UpdateExpression: 'SET entity = :entity, version = :next',
      ConditionExpression: version === 0 ? 'attribute_not_exists(version)' : 'version = :version',
      ExpressionAttributeValues: {
        ':entity': 'gate',
        ':next': version + 1,
        ...(version === 0 ? {} : { ':version': version }),
      },
    },
  };
}

/** A short random pause before counting again, so the members of a burst do not retry in step. */
export const gateBackoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt + 1, 5)));
