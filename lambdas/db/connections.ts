import { DeleteCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { gateBackoff, gateVersion, passGate } from './member-gates';
import { tableName } from './table';
import { epochSeconds, updateIfConditionHolds } from './conditions';

/**
 * API Gateway closes idle sockets after 10 minutes and any socket after 2 hours: a record that
 * expires 2 hours after its $connect outlives its socket, with no heartbeat writes to extend it.
 */
export const CONNECTION_TTL_SECONDS = 2 * 3600;

export type ConnectionRef = { connectionId: string; memberId: string };

const expiry = (now: number) => epochSeconds(now) + CONNECTION_TTL_SECONDS;

const connectionItem = (connectionId: string, memberId: string, now: number) => ({
  ...keys.connection(memberId, connectionId),
  entity: 'connection',
  connectionId,
  memberId,
  connectedAt: new Date(now).toISOString(),
  expiresAt: expiry(now),
});

/**
 * Stores the connection if the member holds fewer than `max` live ones, atomically (the member's
 * sockets gate, db/member-gates.ts): parallel `$connect`s can never open more than `max` between them.
 * False when the member is at the cap, or when a burst kept moving the gate past every attempt.
 */
export async function saveConnectionWithin(
  connectionId: string,
  memberId: string,
  max: number,
  now = Date.now(),
): Promise<boolean> {
  // Each attempt fails only because another connect of the same member succeeded, so max + a few suffice.
  for (let attempt = 0; attempt < max + 5; attempt++) {
    const version = await gateVersion(memberId, 'sockets');
    if ((await listConnectionsOfMember(memberId)).length >= max) return false;
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            passGate(memberId, 'sockets', version),
            { Put: { TableName: tableName(), Item: connectionItem(connectionId, memberId, now) } },
          ],
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      await gateBackoff(attempt);
    }
  }
  return false;
}

export async function deleteConnection({ connectionId, memberId }: ConnectionRef): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.connection(memberId, connectionId) }));
}

async function queryLiveConnections(memberId: string, projection: string) {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      ConsistentRead: true,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'expiresAt > :now',
      ProjectionExpression: projection,
      ExpressionAttributeValues: {
        ':pk': keys.member(memberId).pk,
        ':prefix': keys.connectionPrefix(),
        ':now': epochSeconds(Date.now()),
      },
    }),
  );
  return Items;
}

/**
 * Every live connection of a member, read strongly consistent so a socket
 * whose $connect has returned is always included. TTL deletion is late (days
 * in AWS, never in DynamoDB Local), so expiry is filtered on read.
 */
export async function listConnectionsOfMember(memberId: string): Promise<ConnectionRef[]> {
  const Items = await queryLiveConnections(memberId, 'connectionId');
  return Items.map((item) => ({ connectionId: String(item.connectionId), memberId }));
}

/**
 * Which conversation the socket shows, while its page is visible (null:
 * none). Only the member's own connection: the key is built from the
 * authorizer's member id.
 */
export async function setViewing({ connectionId, memberId }: ConnectionRef, matchId: string | null): Promise<void> {
  await updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.connection(memberId, connectionId),
    UpdateExpression: matchId ? 'SET viewingMatchId = :m' : 'REMOVE viewingMatchId',
    ConditionExpression: 'attribute_exists(pk)',
    ...(matchId ? { ExpressionAttributeValues: { ':m': matchId } } : {}),
  });
}

/** The member's live connections, with the conversation each shows. */
export async function listConnectionsWithViewing(
  memberId: string,
): Promise<Array<ConnectionRef & { viewingMatchId: string | null }>> {
  const Items = await queryLiveConnections(memberId, 'connectionId, viewingMatchId');
  return Items.map((item) => ({
    connectionId: String(item.connectionId),
    memberId,
    viewingMatchId: item.viewingMatchId ? String(item.viewingMatchId) : null,
  }));
}
