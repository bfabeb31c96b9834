import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { globalStatsDelta, memberCounterDeltas } from './stream-deltas';

const record = (eventName: DynamoDBRecord['eventName'], oldEntity?: string, newEntity?: string): DynamoDBRecord => ({
  eventName,
  dynamodb: {
    ...(oldEntity ? { OldImage: { entity: { S: oldEntity } } } : {}),
    ...(newEntity ? { NewImage: { entity: { S: newEntity } } } : {}),
  },
});

describe('globalStatsDelta', () => {
  it('counts a new profile once and a removed one back', () => {
    expect(globalStatsDelta(record('INSERT', undefined, 'profile'))).toEqual({ members: 1 });
    expect(globalStatsDelta(record('REMOVE', 'profile'))).toEqual({ members: -1 });
  });
  it('ignores profile edits and other entities', () => {
    expect(globalStatsDelta(record('MODIFY', 'profile', 'profile'))).toEqual({});
    expect(globalStatsDelta(record('INSERT', undefined, 'connection'))).toEqual({});
  });
});

describe('memberCounterDeltas', () => {
  const insert = (image: Record<string, unknown>): DynamoDBRecord => ({
    eventName: 'INSERT',
    dynamodb: { NewImage: image as never },
  });
  it('counts a like for its sender, not a pass', () => {
    expect(
      memberCounterDeltas(insert({ entity: { S: 'swipe' }, swiperId: { S: 'a' }, isLike: { BOOL: true } })),
    ).toEqual([{ memberId: 'a', delta: { likesSent: 1 } }]);
    expect(
      memberCounterDeltas(insert({ entity: { S: 'swipe' }, swiperId: { S: 'a' }, isLike: { BOOL: false } })),
    ).toEqual([]);
  });
  it('leaves a like or a match that counted itself in its own transaction (decision 0075)', () => {
    expect(
      memberCounterDeltas(
        insert({ entity: { S: 'match' }, memberIds: { L: [{ S: 'a' }, { S: 'b' }] }, counted: { BOOL: true } }),
      ),
    ).toEqual([]);
    expect(
      memberCounterDeltas(
        insert({ entity: { S: 'swipe' }, swiperId: { S: 'a' }, isLike: { BOOL: true }, likeCounted: { BOOL: true } }),
      ),
    ).toEqual([]);
  });
  it('counts a match for both members and a message for its sender', () => {
    expect(memberCounterDeltas(insert({ entity: { S: 'match' }, memberIds: { L: [{ S: 'a' }, { S: 'b' }] } }))).toEqual(
      [
        { memberId: 'a', delta: { matches: 1, mutualLikes: 1 } },
        { memberId: 'b', delta: { matches: 1, mutualLikes: 1 } },
      ],
    );
    expect(memberCounterDeltas(insert({ entity: { S: 'message' }, senderId: { S: 'b' } }))).toEqual([
      { memberId: 'b', delta: { messagesSent: 1 } },
    ]);
  });
  it("leaves a message its send counted on the sender's edge (decision 0080)", () => {
    expect(
      memberCounterDeltas(insert({ entity: { S: 'message' }, senderId: { S: 'b' }, sentCounted: { BOOL: true } })),
    ).toEqual([]);
  });
  it('takes an ended match back from both members, so the dashboard counts the matches /matches lists', () => {
    expect(
      memberCounterDeltas({
        eventName: 'REMOVE',
        dynamodb: { OldImage: { entity: { S: 'match' }, memberIds: { L: [{ S: 'a' }, { S: 'b' }] } } as never },
      }),
    ).toEqual([
      { memberId: 'a', delta: { matches: -1, mutualLikes: -1 } },
      { memberId: 'b', delta: { matches: -1, mutualLikes: -1 } },
    ]);
  });
  it('ignores edits, and removals of anything but a match (likes sent stay sent)', () => {
    expect(
      memberCounterDeltas({ eventName: 'MODIFY', dynamodb: { NewImage: { entity: { S: 'match' } } as never } }),
    ).toEqual([]);
    for (const entity of ['swipe', 'message', 'profile'])
      expect(
        memberCounterDeltas({
          eventName: 'REMOVE',
          dynamodb: { OldImage: { entity: { S: entity }, swiperId: { S: 'a' }, senderId: { S: 'a' } } as never },
        }),
      ).toEqual([]);
  });
});
