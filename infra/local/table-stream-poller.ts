/**
 * Stands in for Lambda's event source mapping on the table's stream, since
 * nothing invokes Lambdas from DynamoDB Local: DescribeStream → iterators →
 * GetRecords every 250 ms → `DynamoDBStreamEvent` batches, per shard in order.
 *
 * One poller per subscription, each with its own positions, like separate
 * event source mappings. Positions are remembered (dev) so a restart resumes
 * where it stopped instead of replaying the retained 24 hours. Child shards
 * start after their parent is drained, so a rollover keeps order. A batch the
 * function failed on is halved and retried as the stack's bisectBatchOnError
 * does (a batch too big for the timeout then gets through in halves); a
 * partial batch response is retried from its first failure; a batch that
 * keeps failing goes, as the mapping's on-failure record (shard and sequence
 * range only), to `onFailure` (the local StreamFailures queue), and the
 * poller moves on so one bad record cannot stall dev.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record as StreamRecord,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import { LOCAL_ACCESS_KEY, LOCAL_REGION } from './endpoints';
import { functionNameFromPath, type LambdaRuntime } from './lambda-runtime';
import { streamFailureRecord } from './failure-queues';
import { errorText, type Log } from './log';
import { firstFailedSequenceNumber, matchesStreamFilters, toStreamEvent } from './stream-events';
import { asAwsStreamRecord } from './ttl-records';
import type { StreamFilter } from '#shared/routes/index.ts';

type ShardState = {
  shardId: string;
  parentShardId?: string;
  iterator?: string;
  /** Last sequence number delivered successfully. */
  lastSequenceNumber?: string;
  done: boolean;
  failures: number;
  /** Records asked for per GetRecords: the batch size, or less while a failed batch is being bisected. */
  limit: number;
};

type StoredPositions = Record<string, { lastSequenceNumber?: string; done?: boolean }>;

export type TableStreamPollerOptions = {
  endpoint: string;
  streamArn: string;
  handler: string;
  runtime: LambdaRuntime;
  log: Log;
  /** JSON file for positions (dev); absent = in memory only. */
  positionsFile?: string;
  /** Only records that pass are delivered, as Lambda's event filtering does; a batch with none invokes nothing. */
  filters?: readonly StreamFilter[];
  intervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** Where a batch that failed every attempt goes: Lambda's on-failure record, as the StreamFailures queue gets it. */
  onFailure?: (failure: ReturnType<typeof streamFailureRecord>) => void;
  /** A stand-in for tests; by default a client for `endpoint`. */
  client?: Pick<DynamoDBStreamsClient, 'send' | 'destroy'>;
};

export type TableStreamPoller = { stop(): Promise<void>; waitUntilIdle(timeoutMs?: number): Promise<void> };

/**
 * New shards appear rarely (DynamoDB rolls them every few hours), and a rollover announces itself: the
 * parent's iterator runs out. So the shard list is read when a shard ends, after a failed pass, and
 * otherwise only this often, for a shard that appears without a parent we know. DynamoDB Local walks
 * every shard it retains for each DescribeStream: read once a second by each of the three pollers, it was
 * a fifth of the JVM's samples under bench:chat.
 */
const SHARD_REFRESH_MS = 10_000;

export function startTableStreamPoller(options: TableStreamPollerOptions): TableStreamPoller {
  const client =
    options.client ??
    new DynamoDBStreamsClient({
      endpoint: options.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_ACCESS_KEY,
    });
  const intervalMs = options.intervalMs ?? 250;
  const batchSize = options.batchSize ?? 100;
  const maxAttempts = options.maxAttempts ?? 3;
  const stored = readPositions(options.positionsFile)[options.handler] ?? {};
  const shards = new Map<string, ShardState>();
  let stopped = false;
  let tick = 0;
  let lastShardRefresh = 0;
  /** A shard ended or a pass failed since the list was last read: read it again on the next pass. */
  let shardsChanged = true;
  let lastTickHadRecords = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  // Seeding writes hundreds of items: one summary line every few seconds, not one per batch.
  const delivered = { batches: 0, records: 0, ms: 0, since: Date.now() };
  const reportDeliveries = (force = false) => {
    if (!delivered.batches || (!force && Date.now() - delivered.since < 2000)) return;
    options.log(
      `${functionNameFromPath(options.handler)} ← ${delivered.records} record(s) in ${delivered.batches} batch(es), ${delivered.ms} ms in the handler`,
    );
    Object.assign(delivered, { batches: 0, records: 0, ms: 0, since: Date.now() });
  };

  const savePositions = () => {
    if (!options.positionsFile) return;
    const all = readPositions(options.positionsFile);
    all[options.handler] = Object.fromEntries(
      [...shards.values()].map((s) => [s.shardId, { lastSequenceNumber: s.lastSequenceNumber, done: s.done }]),
    );
    writeFileSync(options.positionsFile, JSON.stringify(all, null, 2));
  };

  const refreshShards = async () => {
    let exclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await client.send(
        new DescribeStreamCommand({
          StreamArn: options.streamArn,
          ExclusiveStartShardId: exclusiveStartShardId,
        }),
      );
      for (const shard of StreamDescription?.Shards ?? []) addShard(shard);
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
  };

  const addShard = (shard: Shard) => {
    if (!shard.ShardId || shards.has(shard.ShardId)) return;
    const remembered = stored[shard.ShardId];
    shards.set(shard.ShardId, {
      shardId: shard.ShardId,
      parentShardId: shard.ParentShardId,
      lastSequenceNumber: remembered?.lastSequenceNumber,
      done: remembered?.done ?? false,
      failures: 0,
      limit: batchSize,
    });
  };

  const iteratorFor = async (shard: ShardState, at?: { type: ShardIteratorType; sequenceNumber: string }) => {
    const type: ShardIteratorType = at?.type ?? (shard.lastSequenceNumber ? 'AFTER_SEQUENCE_NUMBER' : 'TRIM_HORIZON');
    const { ShardIterator } = await client.send(
      new GetShardIteratorCommand({
        StreamArn: options.streamArn,
        ShardId: shard.shardId,
        ShardIteratorType: type,
        SequenceNumber: at?.sequenceNumber ?? (type === 'TRIM_HORIZON' ? undefined : shard.lastSequenceNumber),
      }),
    );
    return ShardIterator;
  };

  /** A child shard waits until its parent (if we know it) is drained. */
  const ready = (shard: ShardState) => {
    const parent = shard.parentShardId ? shards.get(shard.parentShardId) : undefined;
    return !shard.done && (!parent || parent.done);
  };

  /** Polls one shard once; says how many records it delivered. */
  const pollShard = async (shard: ShardState): Promise<number> => {
    shard.iterator ??= await iteratorFor(shard);
    if (!shard.iterator) {
      shard.done = true;
      shardsChanged = true;
      return 0;
    }
    let page;
    try {
      page = await client.send(new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: shard.limit }));
    } catch (error) {
      // Any failure drops the iterator: one from a DynamoDB Local that has since restarted is
      // unknown to the new one, and the next pass asks again from the last delivered record.
      shard.iterator = undefined;
      if (error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException) return 0;
      throw error;
    }
    const records = page.Records ?? [];
    if (records.length) {
      const outcome = await deliver(records);
      if (outcome) {
        // As the mapping's bisectBatchOnError (event-wiring.ts): a batch the function failed on (a throw,
        // a timeout) is halved and retried, down to the one record at fault, and only a single record's
        // retries count against the attempts. A partial batch response is retried from its failed item.
        const bisect = outcome.threw && shard.limit > 1;
        if (bisect) shard.limit = Math.ceil(shard.limit / 2);
        else shard.failures += 1;
        if (bisect || shard.failures < maxAttempts) {
          shard.iterator = await iteratorFor(shard, { type: 'AT_SEQUENCE_NUMBER', sequenceNumber: outcome.retryFrom });
          return batchSize;
        }
        options.log(`${options.handler}: giving up on a batch of ${records.length} after ${shard.failures} attempts`);
        options.onFailure?.(
          streamFailureRecord({
            functionName: functionNameFromPath(options.handler),
            streamArn: options.streamArn,
            shardId: shard.shardId,
            startSequenceNumber: outcome.retryFrom,
            endSequenceNumber: records[records.length - 1].dynamodb?.SequenceNumber ?? outcome.retryFrom,
            batchSize: records.length,
            functionError: outcome.threw,
          }),
        );
      }
      shard.failures = 0;
      shard.limit = batchSize;
      shard.lastSequenceNumber = records[records.length - 1].dynamodb?.SequenceNumber ?? shard.lastSequenceNumber;
    }
    shard.iterator = page.NextShardIterator;
    // A closed shard, drained: its children (a rollover) are in the list now.
    if (!shard.iterator) shard.done = shardsChanged = true;
    if (records.length || shard.done) savePositions();
    return records.length;
  };

  /** Undefined when the batch succeeded; else where to retry from, and whether the function failed as a whole. */
  const deliver = async (all: StreamRecord[]): Promise<{ retryFrom: string; threw: boolean } | undefined> => {
    // As AWS would send them: the local TTL sweeper's records become TTL deletions (ttl-records.ts).
    const asAws = all.map(asAwsStreamRecord).filter((record): record is StreamRecord => record !== undefined);
    const records = options.filters ? asAws.filter((record) => matchesStreamFilters(options.filters!, record)) : asAws;
    if (records.length === 0) return undefined;
    const started = Date.now();
    try {
      const result = await options.runtime.invoke(options.handler, toStreamEvent(records, options.streamArn));
      delivered.batches += 1;
      delivered.records += records.length;
      delivered.ms += Date.now() - started;
      const failed = firstFailedSequenceNumber(result);
      if (failed) options.log(`${options.handler} reported a failed item at ${failed}`);
      return failed === undefined ? undefined : { retryFrom: failed, threw: false };
    } catch (error) {
      options.log(`${options.handler} failed on ${records.length} record(s): ${errorText(error)}`);
      return { retryFrom: records[0].dynamodb?.SequenceNumber ?? '0', threw: true };
    }
  };

  const loop = async () => {
    if (stopped) return;
    let hadRecords = false;
    let backlog = false;
    try {
      // With no open shard known, every pass looks (a child may be listed a moment after its parent closed).
      const noneOpen = [...shards.values()].every((s) => s.done);
      if (shardsChanged || noneOpen || Date.now() - lastShardRefresh >= SHARD_REFRESH_MS) {
        lastShardRefresh = Date.now();
        shardsChanged = false;
        await refreshShards();
      }
      tick += 1;
      for (const shard of shards.values()) {
        if (stopped) break;
        if (!ready(shard)) continue;
        const delivered = await pollShard(shard);
        hadRecords ||= delivered > 0;
        backlog ||= delivered >= batchSize;
      }
    } catch (error) {
      // A DynamoDB Local that restarted may know none of our shards: list them again.
      shardsChanged = true;
      if (!stopped) options.log(`stream poller: ${errorText(error)}`);
    }
    lastTickHadRecords = hadRecords;
    reportDeliveries();
    // As Lambda does: poll at the base rate, and straight again only while a full batch says more is
    // waiting. Polling back to back on every record kept DynamoDB Local's CPU busy under steady load.
    if (!stopped) timer = setTimeout(() => (running = loop()), backlog ? 0 : intervalMs);
  };
  running = loop();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      reportDeliveries(true);
      client.destroy();
    },
    /** Resolves after a full pass that found no records (everything written so far was delivered). */
    async waitUntilIdle(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const startTick = tick;
      while (Date.now() < deadline) {
        if (tick > startTick + 1 && !lastTickHadRecords) return;
        await new Promise((resolve) => setTimeout(resolve, intervalMs / 2));
      }
      throw new Error(`stream poller for ${options.handler} still busy after ${timeoutMs} ms`);
    },
  };
}

function readPositions(file: string | undefined): Record<string, StoredPositions> {
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredPositions>;
  } catch {
    return {};
  }
}
