import type { Context, S3Event, S3EventRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { decodeS3EventKey, s3Handler } from './s3-handler';

const record = (bucket: string, key: string) =>
  ({ s3: { bucket: { name: bucket }, object: { key } } }) as unknown as S3EventRecord;
const context = { functionName: 'upload-test', awsRequestId: 'req-1' } as Context;
const event = (...records: S3EventRecord[]): S3Event => ({ Records: records });

describe('decodeS3EventKey', () => {
  it('undoes the encoding S3 events use', () => {
    expect(decodeS3EventKey('uploads/a%2Bb/my+photo%C3%A9.jpg')).toBe('uploads/a+b/my photoé.jpg');
  });
});

describe('s3Handler', () => {
  it("hands each record's bucket and decoded key to the use case, in order, and nothing else", async () => {
    const calls: unknown[][] = [];
    const handler = s3Handler(async (...args: unknown[]) => {
      calls.push(args);
    });
    await handler(event(record('photos', 'uploads/m-1/a+b.jpg'), record('stories', 'uploads/m-2/%C3%A9.mp4')), context);
    // Exactly two arguments: a use case's optional third (its clock) keeps its default.
    expect(calls).toEqual([
      ['photos', 'uploads/m-1/a b.jpg'],
      ['stories', 'uploads/m-2/é.mp4'],
    ]);
  });

  it('fails the invocation on the first failing record, so that S3 retries the event', async () => {
    const seen: string[] = [];
    const handler = s3Handler(async (_bucket, key) => {
      seen.push(key);
      if (key === 'bad') throw new Error('cannot read the upload');
    });
    await expect(handler(event(record('voice', 'bad'), record('voice', 'after')), context)).rejects.toThrow(
      'cannot read the upload',
    );
    expect(seen).toEqual(['bad']);
  });
});
