import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';
import { updateIfConditionHolds } from './conditions';

/**
 * The member's session floor, in epoch seconds: a token whose sign-in
 * (`auth_time`) is at or before it is refused. Undefined when no session of
 * theirs was ever ended (or the last floor has expired with every token it
 * could refuse).
 */
export async function getSessionFloor(memberId: string, options: { consistent: boolean }): Promise<number | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.sessionFloor(memberId),
      ConsistentRead: options.consistent,
      ProjectionExpression: 'endedAt',
    }),
  );
  return typeof Item?.endedAt === 'number' ? Item.endedAt : undefined;
}

/**
 * Raises the floor to `endedAt` (never lowers it) and keeps it until
 * `expiresAt`, when every token signed in before it has expired anyway.
 */
export async function raiseSessionFloor(memberId: string, endedAt: number, expiresAt: number): Promise<void> {
  await updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.sessionFloor(memberId),
    UpdateExpression: 'SET entity = :entity, endedAt = :endedAt, expiresAt = :expiresAt',
    ConditionExpression: 'attribute_not_exists(endedAt) OR endedAt <= :endedAt',
    ExpressionAttributeValues: { ':entity': 'sessionFloor', ':endedAt': endedAt, ':expiresAt': expiresAt },
  });
}
