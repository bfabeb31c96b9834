import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import type { LambdaRuntime } from './lambda-runtime';
import { startTableStreamPoller, type TableStreamPoller } from './table-stream-poller';

type FakeShard = { id: string; parent?: string; sequenceNumbers: string[]; closed: boolean };

/** A stream as the Streams API shows it: iterators are `shard:position`. */
function fakeStreamsClient(shards: FakeShard[], calls: string[] = []) {
  // Looked up on every call: a test may roll the stream over while it is polled.
  const byId = { get: (id: string) => shards.find((shard) => shard.id === id) };
  const record = (seq: string): _Record => ({
    eventID: seq,
    eventName: 'INSERT',
    dynamodb: { SequenceNumber: seq, Keys: { pk: { S: seq } } },
  });
  return {
    destroy() {},
    async send(command: unknown): Promise<unknown> {
      calls.push((command as object).constructor.name);
      if (command instanceof DescribeStreamCommand) {
        return { StreamDescription: { Shards: shards.map((s) => ({ ShardId: s.id, ParentShardId: s.parent })) } };
      }
      if (command instanceof GetShardIteratorCommand) {
        const { ShardId, ShardIteratorType, SequenceNumber } = command.input;
        const shard = byId.get(ShardId!)!;
        const at = SequenceNumber ? shard.sequenceNumbers.indexOf(SequenceNumber) : 0;
        const position =
          ShardIteratorType === 'TRIM_HORIZON' ? 0 : ShardIteratorType === 'AFTER_SEQUENCE_NUMBER' ? at + 1 : at;
        return { ShardIterator: `${ShardId}:${position}` };
      }
      if (command instanceof GetRecordsCommand) {
        const [id, position] = command.input.ShardIterator!.split(':');
        const shard = byId.get(id)!;
        const start = Number(position);
        const end = Math.min(shard.sequenceNumbers.length, start + (command.input.Limit ?? 100));
        const drained = end >= shard.sequenceNumbers.length;
        return {
          Records: shard.sequenceNumbers.slice(start, end).map(record),
          NextShardIterator: drained && shard.closed ? undefined : `${id}:${end}`,
        };
      }
      throw new Error('unexpected command');
    },
  };
}

function recordingRuntime(
  answer: (sequenceNumbers: string[], call: number) => unknown = () => ({ batchItemFailures: [] }),
) {
  const batches: string[][] = [];
  const runtime: LambdaRuntime = {
    async invoke(_handler, event) {
      const sequenceNumbers = (event as DynamoDBStreamEvent).Records.map((r) => r.dynamodb!.SequenceNumber!);
      batches.push(sequenceNumbers);
      const result = answer(sequenceNumbers, batches.length);
      if (result instanceof Error) throw result;
      return result;
    },
  };
  return { runtime, batches };
}

const pollers: TableStreamPoller[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(pollers.splice(0).map((p) => p.stop()));
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function poll(
  shards: FakeShard[],
  runtime: LambdaRuntime,
  extra: { positionsFile?: string; log?: (line: string) => void; calls?: string[] } = {},
) {
  const poller = startTableStreamPoller({
    endpoint: 'unused',
    streamArn: 'arn:stream',
    handler: 'lambdas/events/table-stream.handler.ts',
    runtime,
    log: extra.log ?? (() => {}),
    intervalMs: 5,
    batchSize: 2,
    maxAttempts: 3,
    client: fakeStreamsClient(shards, extra.calls),
    positionsFile: extra.positionsFile,
  });
  pollers.push(poller);
  return poller;
}

const rollover = (): FakeShard[] => [
  // The child is listed first: order must come from the parent link, not the listing.
  { id: 'B', parent: 'A', sequenceNumbers: ['300'], closed: false },
  { id: 'A', sequenceNumbers: ['100', '200'], closed: true },
];

describe('table stream poller', () => {
  it('delivers a closed parent shard before its child, in batches, in order', async () => {
    const { runtime, batches } = recordingRuntime();
    await poll(rollover(), runtime).waitUntilIdle();
    expect(batches).toEqual([['100', '200'], ['300']]);
  });

  it('reads the shard list when a shard ends, not on every pass, and so finds a rollover at once', async () => {
    const calls: string[] = [];
    const shards: FakeShard[] = [{ id: 'A', sequenceNumbers: ['100'], closed: false }];
    const { runtime, batches } = recordingRuntime();
    const poller = poll(shards, runtime, { calls });
    await poller.waitUntilIdle();
    // Passes over the open shard every 5 ms for more than a second: one listing.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const described = () => calls.filter((name) => name === 'DescribeStreamCommand').length;
    expect(calls.filter((name) => name === 'GetRecordsCommand').length).toBeGreaterThan(5);
    expect(described()).toBe(1);
    // DynamoDB rolls the shard over: A gets its last record and closes, B follows it.
    shards[0].sequenceNumbers.push('200');
    shards[0].closed = true;
    shards.push({ id: 'B', parent: 'A', sequenceNumbers: ['300'], closed: false });
    await expect.poll(() => batches.flat()).toEqual(['100', '200', '300']);
    expect(described()).toBe(2);
  });

  it('halves a batch whose handler threw and retries it, then goes back to full batches', async () => {
    const { runtime, batches } = recordingRuntime((_, call) =>
      call === 1 ? new Error('flaky') : { batchItemFailures: [] },
    );
    await poll(rollover(), runtime).waitUntilIdle();
    expect(batches).toEqual([['100', '200'], ['100'], ['200'], ['300']]);
  });

  it('delivers everything in smaller batches when only a full batch is too much (a timeout), giving up on nothing', async () => {
    const lines: string[] = [];
    const shards: FakeShard[] = [{ id: 'A', sequenceNumbers: ['100', '200', '300', '400'], closed: true }];
    const { runtime, batches } = recordingRuntime((seqs) => (seqs.length > 1 ? new Error('timed out') : {}));
    await poll(shards, runtime, { log: (line) => lines.push(line) }).waitUntilIdle();
    expect(batches.filter((batch) => batch.length === 1)).toEqual([['100'], ['200'], ['300'], ['400']]);
    expect(lines.some((line) => line.includes('giving up'))).toBe(false);
  });

  it('retries from the first failed item of a partial batch response', async () => {
    const { runtime, batches } = recordingRuntime((seqs, call) =>
      call === 1 ? { batchItemFailures: [{ itemIdentifier: seqs[1] }] } : {},
    );
    await poll(rollover(), runtime).waitUntilIdle();
    expect(batches).toEqual([['100', '200'], ['200'], ['300']]);
  });

  it('bisects down to the record at fault, gives up on it alone after the attempts run out, logs it, and keeps going', async () => {
    const lines: string[] = [];
    const { runtime, batches } = recordingRuntime((seqs) => (seqs.includes('100') ? new Error('poison') : {}));
    await poll(rollover(), runtime, { log: (line) => lines.push(line) }).waitUntilIdle();
    expect(batches).toEqual([['100', '200'], ['100'], ['100'], ['100'], ['200'], ['300']]);
    expect(lines.some((line) => line.includes('giving up'))).toBe(true);
  });

  it('resumes after the remembered position instead of replaying', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'poller-'));
    dirs.push(dir);
    const positionsFile = join(dir, 'positions.json');
    writeFileSync(
      positionsFile,
      JSON.stringify({ 'lambdas/events/table-stream.handler.ts': { A: { lastSequenceNumber: '100', done: false } } }),
    );
    const { runtime, batches } = recordingRuntime();
    await poll(rollover(), runtime, { positionsFile }).waitUntilIdle();
    expect(batches).toEqual([['200'], ['300']]);
  });
});
