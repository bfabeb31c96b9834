import { DeleteCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { gateBackoff, passGate } from './member-gates';
import { getByKeys } from './batch-get';
import { tableName } from './table';
import { epochSeconds, updateIfConditionHolds } from './conditions';

/**
 * API Gateway closes idle sockets after 10 minutes and any socket after 2 hours: a record that
 * expires 2 hours after its $connect outlives its socket, with no heartbeat writes to extend it.
 */
export const CONNECTION_TTL_SECONDS = 2 * 3600;

export type ConnectionRef = { connectionId: string; memberId: string };

const expiry = (now: number) => epochSeconds(now) + CONNECTION_TTL_SECONDS;

/** The member's read-receipt choice as a connection carries it (decision 0080), with the settings' version it copies. */
type ReceiptsCopy = { readReceipts: boolean; receiptsVersion: number };

const connectionItem = (connectionId: string, memberId: string, now: number, receipts: ReceiptsCopy) => ({
  ...keys.connection(memberId, connectionId),
  entity: 'connection',
  connectionId,
  memberId,
  connectedAt: new Date(now).toISOString(),
  expiresAt: expiry(now),
  ...receipts,
});

/**
 * The sockets gate's version and the member's receipt choice, in one consistent batch. The choice
 * is copied onto the connection, so a read mark needs no read of the settings; the connect's
 * transaction checks that the settings still hold the version read (a save in between retries it).
 */
async function gateAndReceipts(memberId: string): Promise<{ version: number; receipts: ReceiptsCopy }> {
  const gateKey = keys.gate(memberId, 'sockets');
  const items = await getByKeys([gateKey, keys.settings(memberId)], undefined, undefined, { consistent: true });
  const gate = items.find((item) => item.sk === gateKey.sk);
  const settings = items.find((item) => item.sk !== gateKey.sk);
  return {
    version: Number(gate?.version ?? 0),
    receipts: {
      readReceipts: settings?.readReceipts !== false,
      receiptsVersion: Number(settings?.receiptsVersion ?? 0),
    },
  };
}

const receiptsUnchanged = (memberId: string, receiptsVersion: number) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.settings(memberId),
    ConditionExpression:
      receiptsVersion === 0 ? 'attribute_not_exists(receiptsVersion)' : 'receiptsVersion = :receiptsVersion',
    ...(receiptsVersion === 0 ? {} : { ExpressionAttributeValues: { ':receiptsVersion': receiptsVersion } }),
  },
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
    const { version, receipts } = await gateAndReceipts(memberId);
    if ((await listConnectionsOfMember(memberId)).length >= max) return false;
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: [
            passGate(memberId, 'sockets', version),
            { Put: { TableName: tableName(), Item: connectionItem(connectionId, memberId, now, receipts) } },
            receiptsUnchanged(memberId, receipts.receiptsVersion),
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

/** The member's live connections, each with one more attribute of its record, as `read` makes it. */
async function connectionsWith<K extends string, V>(
  memberId: string,
  attribute: K,
  read: (value: unknown) => V,
): Promise<Array<ConnectionRef & Record<K, V>>> {
  const Items = await queryLiveConnections(memberId, `connectionId, ${attribute}`);
  return Items.map(
    (item) =>
      ({ connectionId: String(item.connectionId), memberId, [attribute]: read(item[attribute]) }) as ConnectionRef &
        Record<K, V>,
  );
}

/** The member's live connections, with the conversation each shows. */
export const listConnectionsWithViewing = (memberId: string) =>
  connectionsWith(memberId, 'viewingMatchId', (value) => (value ? String(value) : null));

/**
 * The member's live connections with the read-receipt choice each carries (decision 0080);
 * `readReceipts` is undefined when a connection stored before it carries none.
 */
export const listConnectionsWithReceipts = (memberId: string) =>
  connectionsWith(memberId, 'readReceipts', (value) => (typeof value === 'boolean' ? value : undefined));

/**
 * A saved receipt choice reaches the member's open connections before the save answers. Each
 * update holds only over an older copy, so of two saves racing, the later version stays.
 */
export async function copyReceiptsToConnections(
  memberId: string,
  readReceipts: boolean,
  receiptsVersion: number,
): Promise<void> {
  const connections = await listConnectionsOfMember(memberId);
  await Promise.all(
    connections.map((connection) =>
      updateIfConditionHolds({
        TableName: tableName(),
        Key: keys.connection(memberId, connection.connectionId),
        UpdateExpression: 'SET readReceipts = :receipts, receiptsVersion = :version',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(receiptsVersion) OR receiptsVersion < :version)',
        ExpressionAttributeValues: { ':receipts': readReceipts, ':version': receiptsVersion },
      }),
    ),
  );
}
