import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventSubscription } from '#shared/routes/index.ts';
import {
  buildS3Event,
  decodeS3EventKey,
  encodeS3EventKey,
  fromS3rverEvent,
  matchingSubscriptions,
  type ObjectEvent,
} from './s3-events';

describe('encodeS3EventKey', () => {
  it('encodes keys as S3 notifications do: spaces as +, slashes kept', () => {
    expect(encodeS3EventKey('uploads/m1/my photo (1).jpg')).toBe('uploads/m1/my+photo+%281%29.jpg');
  });

  it('escapes a literal plus, so it cannot be read back as a space', () => {
    expect(encodeS3EventKey('a+b.jpg')).toBe('a%2Bb.jpg');
    expect(decodeS3EventKey(encodeS3EventKey('a+b c.jpg'))).toBe('a+b c.jpg');
  });

  it('percent-encodes non-ASCII as UTF-8', () => {
    expect(encodeS3EventKey('uploads/café.jpg')).toBe('uploads/caf%C3%A9.jpg');
  });

  it('round-trips any key through the decoding handlers use', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1 }),
        (key) => decodeS3EventKey(encodeS3EventKey(key)) === key,
      ),
    );
  });
});

const subscriptions: EventSubscription[] = [
  { kind: 's3ObjectCreated', bucket: 'photos', prefix: 'uploads/', handler: 'a.handler.ts', summary: '' },
  { kind: 's3ObjectCreated', bucket: 'voice', handler: 'b.handler.ts', summary: '' },
  { kind: 'tableStream', handler: 'c.handler.ts', summary: '' },
];
const created = (bucket: string, key: string, eventName = 'ObjectCreated:Put'): ObjectEvent => ({
  eventName,
  bucket,
  key,
});

describe('matchingSubscriptions', () => {
  it('routes by bucket and raw key prefix', () => {
    expect(matchingSubscriptions(subscriptions, created('photos', 'uploads/m1/p')).map((s) => s.handler)).toEqual([
      'a.handler.ts',
    ]);
    expect(matchingSubscriptions(subscriptions, created('photos', 'm1/p.jpg'))).toEqual([]);
    expect(matchingSubscriptions(subscriptions, created('voice', 'voice/x.webm')).map((s) => s.handler)).toEqual([
      'b.handler.ts',
    ]);
    expect(matchingSubscriptions(subscriptions, created('stories', 'uploads/x'))).toEqual([]);
  });

  it('ignores removals: the subscriptions are for ObjectCreated only', () => {
    expect(matchingSubscriptions(subscriptions, created('photos', 'uploads/m1/p', 'ObjectRemoved:Delete'))).toEqual([]);
  });

  it('treats copies and POST uploads as created objects', () => {
    expect(matchingSubscriptions(subscriptions, created('photos', 'uploads/x', 'ObjectCreated:Post'))).toHaveLength(1);
    expect(matchingSubscriptions(subscriptions, created('photos', 'uploads/x', 'ObjectCreated:Copy'))).toHaveLength(1);
  });
});

describe('buildS3Event', () => {
  it('builds one record with the encoded key and a real bucket ARN', () => {
    const event = buildS3Event(
      { eventName: 'ObjectCreated:Put', bucket: 'photos', key: 'uploads/m 1/x.jpg', size: 12, eTag: 'abc' },
      'cfg',
      new Date(0),
    );
    expect(event.Records).toHaveLength(1);
    const [record] = event.Records;
    expect(record.eventSource).toBe('aws:s3');
    expect(record.eventTime).toBe('1970-01-01T00:00:00.000Z');
    expect(record.s3.bucket).toMatchObject({ name: 'photos', arn: 'arn:aws:s3:::photos' });
    expect(record.s3.object).toMatchObject({ key: 'uploads/m+1/x.jpg', size: 12, eTag: 'abc' });
    expect(record.s3.configurationId).toBe('cfg');
  });
});

describe('fromS3rverEvent', () => {
  it('reads what s3rver emits (unencoded key, its own record shape)', () => {
    const s3rverEvent = {
      Records: [
        {
          eventName: 'ObjectCreated:Put',
          requestParameters: { sourceIPAddress: '::1' },
          s3: {
            bucket: { name: 'photos', arn: 'arn:aws:s3: : :photos' },
            object: { key: 'uploads/a b', size: 3, eTag: 'e', sequencer: '1' },
          },
        },
      ],
    };
    expect(fromS3rverEvent(s3rverEvent)).toEqual([
      {
        eventName: 'ObjectCreated:Put',
        bucket: 'photos',
        key: 'uploads/a b',
        size: 3,
        eTag: 'e',
        sequencer: '1',
        sourceIp: '::1',
      },
    ]);
  });
});
