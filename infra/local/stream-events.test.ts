import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it } from 'vitest';
import {
  firstFailedSequenceNumber,
  matchesStreamFilters,
  toLambdaAttributeValue,
  toStreamEvent,
} from './stream-events';

describe('toLambdaAttributeValue', () => {
  it('turns SDK binary into base64, recursively', () => {
    expect(toLambdaAttributeValue({ B: new Uint8Array([1, 2, 3]) })).toEqual({ B: 'AQID' });
    expect(toLambdaAttributeValue({ M: { list: { L: [{ BS: [new Uint8Array([255])] }, { N: '1' }] } } })).toEqual({
      M: { list: { L: [{ BS: ['/w=='] }, { N: '1' }] } },
    });
  });

  it('keeps the other types as they are, false and NULL included', () => {
    expect(toLambdaAttributeValue({ BOOL: false })).toEqual({ BOOL: false });
    expect(toLambdaAttributeValue({ NULL: true })).toEqual({ NULL: true });
    expect(toLambdaAttributeValue({ SS: ['a'] })).toEqual({ SS: ['a'] });
  });
});

describe('toStreamEvent', () => {
  it('builds Lambda records: epoch seconds, images, the stream ARN', () => {
    const record: StreamRecord = {
      eventID: 'e1',
      eventName: 'MODIFY',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      dynamodb: {
        ApproximateCreationDateTime: new Date('2026-11-22T13:00:00.900Z'),
        Keys: { pk: { S: 'A' }, sk: { S: 'B' } },
        OldImage: { pk: { S: 'A' }, n: { N: '1' } },
        NewImage: { pk: { S: 'A' }, n: { N: '2' } },
        SequenceNumber: '100',
        SizeBytes: 20,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    };
    const [lambdaRecord] = toStreamEvent([record], 'arn:stream').Records;
    expect(lambdaRecord).toMatchObject({
      eventID: 'e1',
      eventName: 'MODIFY',
      eventSource: 'aws:dynamodb',
      eventSourceARN: 'arn:stream',
      dynamodb: {
        ApproximateCreationDateTime: 1795352400,
        Keys: { pk: { S: 'A' } },
        OldImage: { n: { N: '1' } },
        NewImage: { n: { N: '2' } },
        SequenceNumber: '100',
      },
    });
  });

  it('omits images the record does not have (INSERT has no OldImage)', () => {
    const [lambdaRecord] = toStreamEvent(
      [{ eventName: 'INSERT', dynamodb: { NewImage: { pk: { S: 'A' } }, SequenceNumber: '1' } }],
      'arn',
    ).Records;
    expect(lambdaRecord.dynamodb).not.toHaveProperty('OldImage');
  });
});

describe('firstFailedSequenceNumber', () => {
  it('finds the earliest failure by numeric order, not text order', () => {
    expect(
      firstFailedSequenceNumber({ batchItemFailures: [{ itemIdentifier: '900' }, { itemIdentifier: '1000' }] }),
    ).toBe('900');
    expect(
      firstFailedSequenceNumber({ batchItemFailures: [{ itemIdentifier: '1000' }, { itemIdentifier: '900' }] }),
    ).toBe('900');
  });

  it('treats an empty list or no response as success', () => {
    expect(firstFailedSequenceNumber({ batchItemFailures: [] })).toBeUndefined();
    expect(firstFailedSequenceNumber(undefined)).toBeUndefined();
  });
});

describe('matchesStreamFilters', () => {
  const record = (
    eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
    old?: Record<string, string>,
    next?: Record<string, string>,
  ): StreamRecord => ({
    eventName,
    dynamodb: {
      OldImage: old && Object.fromEntries(Object.entries(old).map(([k, v]) => [k, { S: v }])),
      NewImage: next && Object.fromEntries(Object.entries(next).map(([k, v]) => [k, { S: v }])),
    },
  });
  const filters = [
    { eventNames: ['INSERT', 'MODIFY'], image: 'new', equals: { entity: 'stripeEvent', status: 'received' } },
    { eventNames: ['REMOVE'], image: 'old', equals: { entity: 'billingCustomer' } },
  ] as const;

  it('passes a record that any filter passes, as Lambda event filtering does', () => {
    expect(
      matchesStreamFilters(filters, record('INSERT', undefined, { entity: 'stripeEvent', status: 'received' })),
    ).toBe(true);
    expect(
      matchesStreamFilters(
        filters,
        record('MODIFY', { entity: 'stripeEvent', status: 'received' }, { entity: 'stripeEvent', status: 'received' }),
      ),
    ).toBe(true);
    expect(matchesStreamFilters(filters, record('REMOVE', { entity: 'billingCustomer' }))).toBe(true);
  });

  it('drops the rest: another change, another entity, a value that differs', () => {
    expect(
      matchesStreamFilters(
        filters,
        record('MODIFY', { entity: 'stripeEvent', status: 'received' }, { entity: 'stripeEvent', status: 'done' }),
      ),
    ).toBe(false);
    expect(matchesStreamFilters(filters, record('REMOVE', { entity: 'stripeEvent', status: 'done' }))).toBe(false);
    expect(
      matchesStreamFilters(filters, record('MODIFY', { entity: 'billingCustomer' }, { entity: 'billingCustomer' })),
    ).toBe(false);
    expect(matchesStreamFilters(filters, record('INSERT', undefined, { entity: 'profile' }))).toBe(false);
  });

  it('takes a list as any one of its values, as a pattern of several values does', () => {
    const anyOf = [{ eventNames: ['REMOVE'], image: 'old', equals: { entity: ['story', 'viewDay'] } }] as const;
    expect(matchesStreamFilters(anyOf, record('REMOVE', { entity: 'viewDay' }))).toBe(true);
    expect(matchesStreamFilters(anyOf, record('REMOVE', { entity: 'story' }))).toBe(true);
    expect(matchesStreamFilters(anyOf, record('REMOVE', { entity: 'rateWindow' }))).toBe(false);
    expect(matchesStreamFilters(anyOf, record('REMOVE', {}))).toBe(false);
    expect(matchesStreamFilters(anyOf, record('INSERT', undefined, { entity: 'story' }))).toBe(false);
  });
});
