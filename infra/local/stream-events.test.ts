import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it } from 'vitest';
import { firstFailedSequenceNumber, matchesStreamFilter, toLambdaAttributeValue, toStreamEvent } from './stream-events';

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
      eventID: 'e1', eventName: 'MODIFY', eventVersion: '1.1', eventSource: 'aws:dynamodb', awsRegion: 'us-east-1',
      dynamodb: {
        ApproximateCreationDateTime: new Date('2026-11-22T13:00:00.900Z'),
        Keys: { pk: { S: 'A' }, sk: { S: 'B' } },
        OldImage: { pk: { S: 'A' }, n: { N: '1' } },
        NewImage: { pk: { S: 'A' }, n: { N: '2' } },
        SequenceNumber: '100', SizeBytes: 20, StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    };
    const [lambdaRecord] = toStreamEvent([record], 'arn:stream').Records;
    expect(lambdaRecord).toMatchObject({
      eventID: 'e1', eventName: 'MODIFY', eventSource: 'aws:dynamodb', eventSourceARN: 'arn:stream',
      dynamodb: { ApproximateCreationDateTime: 1795352400, Keys: { pk: { S: 'A' } }, OldImage: { n: { N: '1' } }, NewImage: { n: { N: '2' } }, SequenceNumber: '100' },
    });
  });

  it('omits images the record does not have (INSERT has no OldImage)', () => {
    const [lambdaRecord] = toStreamEvent([{ eventName: 'INSERT', dynamodb: { NewImage: { pk: { S: 'A' } }, SequenceNumber: '1' } }], 'arn').Records;
    expect(lambdaRecord.dynamodb).not.toHaveProperty('OldImage');
  });
});

describe('firstFailedSequenceNumber', () => {
  it('finds the earliest failure by numeric order, not text order', () => {
    expect(firstFailedSequenceNumber({ batchItemFailures: [{ itemIdentifier: '900' }, { itemIdentifier: '1000' }] })).toBe('900');
    expect(firstFailedSequenceNumber({ batchItemFailures: [{ itemIdentifier: '1000' }, { itemIdentifier: '900' }] })).toBe('900');
  });

  it('treats an empty list or no response as success', () => {
    expect(firstFailedSequenceNumber({ batchItemFailures: [] })).toBeUndefined();
    expect(firstFailedSequenceNumber(undefined)).toBeUndefined();
  });
});

describe('matchesStreamFilter', () => {
  const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', entity?: string): StreamRecord => ({
    eventName, dynamodb: { OldImage: entity ? { entity: { S: entity } } : undefined, NewImage: { entity: { S: 'other' } } },
  });

  it('passes only the change and the old entity the subscription asks for, as Lambda event filtering does', () => {
    const filter = { eventName: 'REMOVE', oldEntity: 'billingCustomer' } as const;
    expect(matchesStreamFilter(filter, record('REMOVE', 'billingCustomer'))).toBe(true);
    expect(matchesStreamFilter(filter, record('MODIFY', 'billingCustomer'))).toBe(false);
    expect(matchesStreamFilter(filter, record('REMOVE', 'profile'))).toBe(false);
    expect(matchesStreamFilter(filter, record('INSERT'))).toBe(false);
  });
});
