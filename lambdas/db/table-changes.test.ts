import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { decodeStreamRecord, isTableChange } from './table-changes';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
// The Lambda event's attribute values and the SDK's differ in name only for the types used here.
const image = (item: Record<string, unknown>) => marshall(item) as Image;

const match = { pk: 'MATCH#m1', sk: 'MATCH', entity: 'match', matchId: 'm1', memberIds: ['a', 'b'], createdAt: 'now' };
const { pk: _pk, sk: _sk, entity: _entity, ...matchAttributes } = match;
const story = { pk: 'M#a', sk: 'STORY#s1', entity: 'story', storyId: 's1', memberId: 'a', expiresAt: 1 };

describe('decodeStreamRecord', () => {
  it('decodes an insert into its entity and new item, unmarshalled', () => {
    const change = decodeStreamRecord({ eventName: 'INSERT', dynamodb: { NewImage: image(match) } });
    expect(change).toEqual({ entity: 'match', why: 'insert', new: expect.objectContaining(matchAttributes) });
    expect(change?.old).toBeUndefined();
  });

  it('decodes a modify into both items, its entity read from the new one', () => {
    const before = { ...match, entity: 'matchEdge', readUpTo: 'x1' };
    const after = { ...before, readUpTo: 'x2' };
    const change = decodeStreamRecord({
      eventName: 'MODIFY',
      dynamodb: { OldImage: image(before), NewImage: image(after) },
    });
    expect(change).toMatchObject({
      entity: 'matchEdge',
      why: 'modify',
      old: { readUpTo: 'x1' },
      new: { readUpTo: 'x2' },
    });
  });

  it('tells a delete someone asked for from a Time to Live deletion by the record’s user identity', () => {
    const deleted = decodeStreamRecord({ eventName: 'REMOVE', dynamodb: { OldImage: image(story) } });
    expect(deleted).toMatchObject({ entity: 'story', why: 'remove', old: { storyId: 's1' } });
    expect(deleted?.new).toBeUndefined();

    const expired = decodeStreamRecord({
      eventName: 'REMOVE',
      userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
      dynamodb: { OldImage: image(story) },
    });
    expect(expired).toMatchObject({ entity: 'story', why: 'ttl', old: { storyId: 's1' } });

    // Any other principal is a request, not the TTL.
    const byRole = decodeStreamRecord({
      eventName: 'REMOVE',
      userIdentity: { type: 'Service', principalId: 'lambda.amazonaws.com' },
      dynamodb: { OldImage: image(story) },
    });
    expect(byRole?.why).toBe('remove');
  });

  it('decodes nothing from a record without the image its event carries', () => {
    expect(decodeStreamRecord({ eventName: 'INSERT', dynamodb: {} })).toBeUndefined();
    expect(decodeStreamRecord({ eventName: 'MODIFY', dynamodb: { NewImage: image(match) } })).toBeUndefined();
    expect(decodeStreamRecord({ eventName: 'REMOVE', dynamodb: { NewImage: image(match) } })).toBeUndefined();
    expect(decodeStreamRecord({ dynamodb: { NewImage: image(match) } })).toBeUndefined();
  });

  it('keeps an item without an entity attribute, with no entity', () => {
    const change = decodeStreamRecord({ eventName: 'INSERT', dynamodb: { NewImage: image({ pk: 'X', sk: 'Y' }) } });
    expect(change).toMatchObject({ entity: undefined, why: 'insert' });
  });
});

describe('isTableChange', () => {
  it('accepts the entities the stream acts on and nothing else', () => {
    const of = (entity: string | undefined) => isTableChange({ entity, why: 'insert', new: {} });
    expect(of('match')).toBe(true);
    expect(of('awayTimer')).toBe(true);
    expect(of('connection')).toBe(false);
    expect(of(undefined)).toBe(false);
    // Not fooled by what every object has.
    expect(of('toString')).toBe(false);
    expect(of('constructor')).toBe(false);
  });
});
