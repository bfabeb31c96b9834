import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/** API Gateway closes idle sockets after 10 minutes and any socket after 2 hours. */
export const CONNECTION_TTL_SECONDS = 2 * 3600;

const expiry = (now: number) => Math.floor(now / 1000) + CONNECTION_TTL_SECONDS;

export async function saveConnection(connectionId: string, memberId: string, now = Date.now()): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.connection(connectionId), ...keys.connectionsOfMember(memberId), targetSk: connectionId,
        entity: 'connection', connectionId, memberId, connectedAt: new Date(now).toISOString(), expiresAt: expiry(now),
      },
    }),
  );
}

export async function getConnection(connectionId: string): Promise<{ memberId: string; expiresAt: number } | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.connection(connectionId) }));
  // TTL deletion is late (days in AWS, never in DynamoDB Local), so expiry is checked on read.
  if (!Item || Item.expiresAt <= Math.floor(Date.now() / 1000)) return undefined;
  return { memberId: Item.memberId, expiresAt: Item.expiresAt };
}

export async function touchConnection(connectionId: string, now = Date.now()): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(), Key: keys.connection(connectionId),
      UpdateExpression: 'SET expiresAt = :e, lastSeenAt = :s',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':e': expiry(now), ':s': new Date(now).toISOString() },
    }),
  ).catch((error: Error) => {
    if (error.name !== 'ConditionalCheckFailedException') throw error;
  });
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(connectionId) }));
}

export async function listConnectionsOfMember(memberId: string): Promise<string[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(), IndexName: 'byTarget',
      KeyConditionExpression: 'targetPk = :pk',
      FilterExpression: 'expiresAt > :now',
      ExpressionAttributeValues: { ':pk': keys.connectionsOfMember(memberId).targetPk, ':now': Math.floor(Date.now() / 1000) },
    }),
  );
  return Items.map((item) => String(item.connectionId));
}
