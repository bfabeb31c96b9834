import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { globalStatsDelta } from './stream-deltas';

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
