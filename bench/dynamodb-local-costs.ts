/**
 * npm run bench:dynamodb-local — what one call of each kind the chat uses
 * costs DynamoDB Local's JVM in CPU, so bench:chat's figures can be read
 * against it: a one-item Query (the connections of a member), a conditional
 * UpdateItem (a stream counter), the five-item send transaction, and
 * GetRecords full and empty (the stream poller). Four calls in flight at a
 * time, after a warm-up. BENCH_DDB_CALLS sets how many of each (1000).
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import {
  DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ensureTable, startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { LOCAL_ACCESS_KEY, LOCAL_REGION } from '#infra/local/endpoints.ts';
import { portsFor } from '#infra/local/ports.ts';
import { TABLE } from '#shared/table.ts';
import { javaCpuSeconds } from './resource-probe';
import { runBench } from './run';

const CALLS = Number(process.env.BENCH_DDB_CALLS ?? 1000);
const MEMBERS = 500;
const text = 'x'.repeat(60);

async function main() {
  const port = portsFor('bench').dynamoDb;
  const ddb = await startDynamoDbLocal({ port, log: () => undefined });
  try {
    const { streamArn } = await ensureTable(ddb.client, () => undefined);
    const doc = DynamoDBDocumentClient.from(ddb.client);
    const TableName = TABLE.localName;

    const measure = async (name: string, call: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < 200; i++) await call(CALLS + i);
      const cpuBefore = javaCpuSeconds();
      const started = performance.now();
      for (let i = 0; i < CALLS; i += 4) await Promise.all([0, 1, 2, 3].map((k) => call(i + k)));
      const cpuMs = ((javaCpuSeconds() - cpuBefore) * 1000) / CALLS;
      console.log(
        `${name.padEnd(30)} JVM CPU ${cpuMs.toFixed(2)} ms/call; ${((performance.now() - started) / CALLS).toFixed(2)} ms/call wall`,
      );
    };

    for (let m = 0; m < MEMBERS; m++) {
      await doc.send(
        new PutCommand({ TableName, Item: { pk: `BENCH#m${m}`, sk: 'CONN#c1', entity: 'bench', expiresAt: 2e9 } }),
      );
    }
    await measure('Query (one-item partition)', (i) =>
      doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
          ExpressionAttributeValues: { ':p': `BENCH#m${i % MEMBERS}`, ':s': 'CONN#' },
          ConsistentRead: true,
        }),
      ),
    );
    await measure('UpdateItem (conditional ADD)', (i) =>
      doc.send(
        new UpdateCommand({
          TableName,
          Key: { pk: `BENCH#m${i % MEMBERS}`, sk: 'CONN#c1' },
          UpdateExpression: 'ADD n :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      ),
    );
    await measure('TransactWriteItems (5 items)', (i) =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName,
                Key: { pk: `BENCH#m${i % MEMBERS}`, sk: 'CONN#c1' },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            {
              Put: {
                TableName,
                Item: { pk: `BENCH#match${i % MEMBERS}`, sk: `MSG#${i}`, entity: 'bench', content: text },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName,
                Item: { pk: `BENCH#match${i % MEMBERS}`, sk: `SENT#${i}`, entity: 'bench' },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName,
                Key: { pk: `BENCH#a${i % MEMBERS}`, sk: 'EDGE' },
                UpdateExpression: 'SET lastMessage = :m ADD unread :one',
                ExpressionAttributeValues: { ':m': text, ':one': 1 },
              },
            },
            {
              Update: {
                TableName,
                Key: { pk: `BENCH#b${i % MEMBERS}`, sk: 'EDGE' },
                UpdateExpression: 'SET lastMessage = :m',
                ExpressionAttributeValues: { ':m': text },
              },
            },
          ],
        }),
      ),
    );

    const streams = new DynamoDBStreamsClient({
      endpoint: `http://localhost:${port}`,
      region: LOCAL_REGION,
      credentials: LOCAL_ACCESS_KEY,
    });
    const shards =
      (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? [];
    let iterator = (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shards[shards.length - 1].ShardId,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      )
    ).ShardIterator;
    let calls = 0;
    let records = 0;
    const cpuBefore = javaCpuSeconds();
    while (iterator && calls < 100) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 60 }));
      if (!page.Records?.length) break;
      calls++;
      records += page.Records.length;
      iterator = page.NextShardIterator;
    }
    console.log(
      `${'GetRecords (60 records)'.padEnd(30)} JVM CPU ${(((javaCpuSeconds() - cpuBefore) * 1000) / calls).toFixed(2)} ms/call (${calls} calls, ${records} records)`,
    );
    const emptyBefore = javaCpuSeconds();
    for (let i = 0; i < 100; i++) await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    console.log(
      `${'GetRecords (empty, at the tip)'.padEnd(30)} JVM CPU ${(((javaCpuSeconds() - emptyBefore) * 1000) / 100).toFixed(2)} ms/call`,
    );
    streams.destroy();
  } finally {
    await ddb.child.stop();
  }
}

runBench(main);
