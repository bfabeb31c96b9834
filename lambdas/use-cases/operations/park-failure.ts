import { GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod';
import { parkEvent, type ParkedEvent } from '../../db/parked-events';
import { streams } from '../../lib/streams-client';
import { toLambdaRecord } from '../../lib/stream-records';

/** What Lambda writes to a failure queue; only the fields a replay needs are read. */
const requestContext = z.object({
  requestId: z.string(),
  functionArn: z.string(),
  condition: z.string(),
});
const responseContext = z.object({ functionError: z.string().optional() }).optional();

/** A table-stream mapping's on-failure record: pointers to the records, not the records. */
const streamFailure = z.object({
  requestContext,
  responseContext,
  timestamp: z.string(),
  DDBStreamBatchInfo: z.object({
    shardId: z.string(),
    startSequenceNumber: z.string(),
    endSequenceNumber: z.string(),
    streamArn: z.string(),
  }),
});

/** An asynchronous invocation's on-failure record (an S3 notification): the whole request. */
const asyncFailure = z.object({
  requestContext,
  responseContext,
  timestamp: z.string(),
  requestPayload: z.unknown(),
});

export const failureRecord = z.union([streamFailure, asyncFailure]);
export type FailureRecord = z.infer<typeof failureRecord>;
export type StreamBatchInfo = z.infer<typeof streamFailure>['DDBStreamBatchInfo'];

/** `arn:aws:lambda:region:account:function:name[:qualifier]` → `name`. */
export function functionNameOf(functionArn: string): string {
  const name = functionArn.split(':')[6];
  if (!name) throw new Error(`Not a function ARN: ${functionArn}`);
  return name;
}

const conditionOf = (failure: FailureRecord) =>
  [failure.requestContext.condition, failure.responseContext?.functionError].filter(Boolean).join(': ');

/** Reads a failed batch's records back from the stream (it keeps them 24 hours), start to end inclusive. */
export type StreamReader = (batch: StreamBatchInfo) => Promise<DynamoDBRecord[]>;

/** Empty pages to read past before giving up: an open shard answers empty pages between records. */
const MAX_EMPTY_PAGES = 20;

export const readFromStream: StreamReader = async (batch) => {
  const end = BigInt(batch.endSequenceNumber);
  const found: DynamoDBRecord[] = [];
  let { ShardIterator: iterator } = await streams.send(
    new GetShardIteratorCommand({
      StreamArn: batch.streamArn,
      ShardId: batch.shardId,
      ShardIteratorType: 'AT_SEQUENCE_NUMBER',
      SequenceNumber: batch.startSequenceNumber,
    }),
  );
  let empty = 0;
  while (iterator && empty < MAX_EMPTY_PAGES) {
    const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    const records = page.Records ?? [];
    if (records.length === 0) empty += 1;
    for (const record of records) {
      if (BigInt(record.dynamodb?.SequenceNumber ?? '0') > end) return found;
      found.push(toLambdaRecord(record, batch.streamArn));
    }
    if (found.length && BigInt(found[found.length - 1].dynamodb?.SequenceNumber ?? '0') >= end) return found;
    iterator = page.NextShardIterator;
  }
  return found;
};

/**
 * A parked event's own write reaches the stream too: while a consumer fails
 * on everything, parking it would fail, be parked, and so on for as long as
 * the fault lasts. It is a notice of our own bookkeeping, with nothing to replay.
 */
const isParkedEventRecord = (record: DynamoDBRecord) =>
  (record.dynamodb?.NewImage ?? record.dynamodb?.OldImage)?.entity?.S === 'parkedEvent';

export type ParkingParts = { readRecords: StreamReader; park: (event: ParkedEvent) => Promise<unknown> };

/**
 * Keeps one failure whole: each of a stream batch's records on its own (a
 * replay of one record that still fails leaves the others replayed), or an
 * upload's request as it was. Parking is idempotent (the ids come from the
 * records and the failed request), so a failure message delivered twice
 * parks each event once. Returns what it parked.
 */
export async function parkFailure(
  failure: FailureRecord,
  parts: ParkingParts = { readRecords: readFromStream, park: parkEvent },
): Promise<ParkedEvent[]> {
  const functionName = functionNameOf(failure.requestContext.functionArn);
  const condition = conditionOf(failure);
  const parked: ParkedEvent[] = [];
  if ('DDBStreamBatchInfo' in failure) {
    const records = await parts.readRecords(failure.DDBStreamBatchInfo);
    if (records.length === 0) {
      throw new Error(
        `The stream no longer holds ${failure.DDBStreamBatchInfo.startSequenceNumber}…${failure.DDBStreamBatchInfo.endSequenceNumber}`,
      );
    }
    for (const record of records.filter((r) => !isParkedEventRecord(r))) {
      parked.push({
        queue: 'StreamFailures',
        parkedId: `${functionName}#${record.dynamodb?.SequenceNumber ?? record.eventID}`,
        functionName,
        event: { Records: [record] },
        condition,
        failedAt: failure.timestamp,
      });
    }
  } else {
    parked.push({
      queue: 'UploadFailures',
      parkedId: `${functionName}#${failure.requestContext.requestId}`,
      functionName,
      event: failure.requestPayload,
      condition,
      failedAt: failure.timestamp,
    });
  }
  for (const event of parked) await parts.park(event);
  return parked;
}
