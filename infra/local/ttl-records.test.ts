import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it } from 'vitest';
import { asAwsStreamRecord, TTL_SWEEP_MARKER } from './ttl-records';

const story = { pk: { S: 'MEMBER#m' }, sk: { S: 'STORY#1' }, entity: { S: 'story' }, expiresAt: { N: '100' } };

describe('asAwsStreamRecord', () => {
  it("drops the sweeper's marking update, which AWS would never send", () => {
    const marking: StreamRecord = {
      eventName: 'MODIFY',
      dynamodb: { OldImage: story, NewImage: { ...story, [TTL_SWEEP_MARKER]: { BOOL: true } } },
    };
    expect(asAwsStreamRecord(marking)).toBeUndefined();
  });

  it("turns the sweeper's delete into a TTL deletion: AWS's service identity, and the old image as the item was", () => {
    const removal: StreamRecord = {
      eventName: 'REMOVE',
      dynamodb: { Keys: { pk: story.pk, sk: story.sk }, OldImage: { ...story, [TTL_SWEEP_MARKER]: { BOOL: true } } },
    };
    expect(asAwsStreamRecord(removal)).toEqual({
      eventName: 'REMOVE',
      userIdentity: { Type: 'Service', PrincipalId: 'dynamodb.amazonaws.com' },
      dynamodb: { Keys: { pk: story.pk, sk: story.sk }, OldImage: story },
    });
  });

  it("leaves every other record alone, a member's own delete included", () => {
    const deleted: StreamRecord = { eventName: 'REMOVE', dynamodb: { OldImage: story } };
    const edited: StreamRecord = {
      eventName: 'MODIFY',
      dynamodb: { OldImage: story, NewImage: { ...story, caption: { S: 'hi' } } },
    };
    expect(asAwsStreamRecord(deleted)).toBe(deleted);
    expect(asAwsStreamRecord(edited)).toBe(edited);
  });
});
