/**
 * The local cloud's stand-in for DynamoDB's TTL process, which DynamoDB Local
 * lacks: items whose `expiresAt` (the table's TTL attribute, epoch seconds)
 * has passed are deleted, and their stream records look like AWS's TTL
 * deletions (ttl-records.ts), so the same stream handler runs locally and on
 * AWS. A Scan is fine here: this plays AWS's own background process, never a
 * handler's read.
 *
 * `npm start` sweeps every few seconds; integration tests call
 * `sweepExpiredItems` with the "now" they want instead of waiting for it.
 */
import { DeleteCommand, type DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/table.ts';
import { errorText, type Log } from './log';
import { TTL_SWEEP_MARKER } from './ttl-records';

const TTL = TABLE.timeToLiveAttribute;
const isConditionFailure = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/** Deletes every item expired at `nowSeconds`; returns how many. */
export async function sweepExpiredItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<number> {
  let swept = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        ExclusiveStartKey: start,
        ProjectionExpression: 'pk, sk',
        FilterExpression: '#ttl < :now',
        ExpressionAttributeNames: { '#ttl': TTL },
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    );
    for (const key of page.Items ?? [])
      if (await sweepOne(client, tableName, key as { pk: string; sk: string }, nowSeconds)) swept++;
    start = page.LastEvaluatedKey;
  } while (start);
  return swept;
}

/** Mark, then delete on the mark: an item renewed in between (a heartbeat moves its expiry) is left alone. */
async function sweepOne(
  client: DynamoDBDocumentClient,
  tableName: string,
  key: { pk: string; sk: string },
  nowSeconds: number,
): Promise<boolean> {
  const names = { '#ttl': TTL, '#marker': TTL_SWEEP_MARKER };
  try {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET #marker = :yes',
        ConditionExpression: 'attribute_exists(pk) AND #ttl < :now',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':yes': true, ':now': nowSeconds },
      }),
    );
    await client.send(
      new DeleteCommand({
        TableName: tableName,
        Key: key,
        ConditionExpression: '#marker = :yes AND #ttl < :now',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':yes': true, ':now': nowSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export type TtlSweeper = { stop(): Promise<void> };

export function startTtlSweeper(options: {
  client: DynamoDBDocumentClient;
  tableName: string;
  intervalMs: number;
  log: Log;
}): TtlSweeper {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(async () => {
      try {
        const swept = await sweepExpiredItems(options.client, options.tableName);
        if (swept > 0) options.log(`deleted ${swept} expired item(s), as DynamoDB's TTL would`);
      } catch (error) {
        options.log(`sweep failed: ${errorText(error)}`);
      }
    });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
