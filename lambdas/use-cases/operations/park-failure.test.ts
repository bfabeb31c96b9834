import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { ParkedEvent } from '../../db/parked-events';
import { failureRecord, functionNameOf, parkFailure, type StreamBatchInfo } from './park-failure';

const streamMessage = {
  requestContext: {
    requestId: 'r-1',
    functionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:Kindred-dev-OnTableStream-abc',
    condition: 'RetryAttemptsExhausted',
    approximateInvokeCount: 6,
  },
  responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
  version: '1.0',
  timestamp: '2026-11-26T10:00:00.000Z',
  DDBStreamBatchInfo: {
    shardId: 'shardId-1',
    startSequenceNumber: '100',
    endSequenceNumber: '300',
    approximateArrivalOfFirstRecord: '2026-11-26T09:59:00.000Z',
    approximateArrivalOfLastRecord: '2026-11-26T09:59:01.000Z',
    batchSize: 3,
    streamArn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/t/stream/x',
  },
};

const uploadMessage = {
  version: '1.0',
  timestamp: '2026-11-26T10:00:00.000Z',
  requestContext: {
    requestId: 'req-9',
    functionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:Kindred-dev-OnPhotoUploaded-abc:$LATEST',
    condition: 'RetriesExhausted',
    approximateInvokeCount: 3,
  },
  requestPayload: { Records: [{ s3: { bucket: { name: 'photos' }, object: { key: 'uploads/a.jpg' } } }] },
  responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
  responsePayload: { errorType: 'Error', errorMessage: 'boom' },
};

const record = (sequence: string, entity = 'like'): DynamoDBRecord => ({
  eventID: `e-${sequence}`,
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: sequence, NewImage: { entity: { S: entity } } },
});

const collect = () => {
  const parked: ParkedEvent[] = [];
  return { parked, park: async (event: ParkedEvent) => parked.push(event) };
};

describe('parking failed events', () => {
  it('names the function from a plain or qualified ARN', () => {
    expect(functionNameOf(streamMessage.requestContext.functionArn)).toBe('Kindred-dev-OnTableStream-abc');
    expect(functionNameOf(uploadMessage.requestContext.functionArn)).toBe('Kindred-dev-OnPhotoUploaded-abc');
  });

  it('reads a stream failure back from the stream and parks each record on its own', async () => {
    const asked: StreamBatchInfo[] = [];
    const { parked, park } = collect();
    const result = await parkFailure(failureRecord.parse(streamMessage), {
      readRecords: async (batch) => {
        asked.push(batch);
        return [record('100'), record('200'), record('300')];
      },
      park,
    });
    expect(asked[0]).toMatchObject({ shardId: 'shardId-1', startSequenceNumber: '100', endSequenceNumber: '300' });
    expect(result).toEqual(parked);
    expect(parked.map((p) => p.parkedId)).toEqual([
      'Kindred-dev-OnTableStream-abc#100',
      'Kindred-dev-OnTableStream-abc#200',
      'Kindred-dev-OnTableStream-abc#300',
    ]);
    expect(parked[1]).toMatchObject({
      queue: 'StreamFailures',
      functionName: 'Kindred-dev-OnTableStream-abc',
      event: { Records: [record('200')] },
      condition: 'RetryAttemptsExhausted: Unhandled',
    });
  });

  it('parks an upload failure with the S3 event as it was sent', async () => {
    const { parked, park } = collect();
    await parkFailure(failureRecord.parse(uploadMessage), { readRecords: async () => [], park });
    expect(parked).toEqual([
      {
        queue: 'UploadFailures',
        parkedId: 'Kindred-dev-OnPhotoUploaded-abc#req-9',
        functionName: 'Kindred-dev-OnPhotoUploaded-abc',
        event: uploadMessage.requestPayload,
        condition: 'RetriesExhausted: Unhandled',
        failedAt: uploadMessage.timestamp,
      },
    ]);
  });

  it('leaves out the stream records of its own parked items, so a consumer failing on everything cannot loop', async () => {
    const { parked, park } = collect();
    await parkFailure(failureRecord.parse(streamMessage), {
      readRecords: async () => [record('100', 'parkedEvent'), record('200')],
      park,
    });
    expect(parked.map((p) => p.parkedId)).toEqual(['Kindred-dev-OnTableStream-abc#200']);
  });

  it('fails (the message stays in its queue) when the stream no longer holds the records', async () => {
    await expect(
      parkFailure(failureRecord.parse(streamMessage), { readRecords: async () => [], park: async () => undefined }),
    ).rejects.toThrow(/no longer holds/);
  });

  it('refuses a message that is neither kind of failure record', () => {
    expect(failureRecord.safeParse({ requestContext: streamMessage.requestContext }).success).toBe(false);
  });
});
