import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { epochSeconds, failedConditions, isConditionFailure, profileExists } from './conditions';
import { keys } from './keys';

// The errors the SDK itself throws, so that a renamed or reshaped exception breaks these tests.
const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('conditional failures', () => {
  it('tell a refused single write from every other error', () => {
    expect(isConditionFailure(conditionFailed())).toBe(true);
    expect(isConditionFailure(cancelled(['ConditionalCheckFailed']))).toBe(false);
    expect(isConditionFailure(new TransactionConflictException({ message: 'conflict', $metadata: {} }))).toBe(false);
    expect(isConditionFailure(new Error('ConditionalCheckFailedException'))).toBe(false);
    expect(isConditionFailure(undefined)).toBe(false);
  });

  it('name the items of a cancelled transaction whose condition failed, by position', () => {
    expect(failedConditions(cancelled(['None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed']))).toEqual([
      1, 3,
    ]);
    // Cancelled by a conflict alone: still a cancellation (a truthy empty list), not "no error of this kind".
    expect(failedConditions(cancelled(['None', 'TransactionConflict']))).toEqual([]);
    expect(failedConditions(conditionFailed())).toBeUndefined();
    expect(failedConditions(new Error('boom'))).toBeUndefined();
  });
});

describe('profileExists', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("holds only while the member's profile item is there", () => {
    vi.stubEnv('TABLE_NAME', 'kindred-test');
    expect(profileExists('m-1')).toEqual({
      ConditionCheck: {
        TableName: 'kindred-test',
        Key: keys.profile('m-1'),
        ConditionExpression: 'attribute_exists(pk)',
      },
    });
  });
});

describe('epochSeconds', () => {
  it('reads a Date, an ISO string and epoch milliseconds alike, rounding down as TTL expects', () => {
    const iso = '2026-02-03T04:05:06.999Z';
    const seconds = Date.UTC(2026, 1, 3, 4, 5, 6) / 1000;
    expect(epochSeconds(new Date(iso))).toBe(seconds);
    expect(epochSeconds(iso)).toBe(seconds);
    expect(epochSeconds(Date.parse(iso))).toBe(seconds);
  });
});
