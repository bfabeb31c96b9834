import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimit } from '#shared/limits.ts';
import { keys } from './keys';
import { tableName } from './table';
import { dynamo } from '../lib/aws-clients';
import { updateIfConditionHolds, type TransactItem } from './conditions';

/** The conditional update that counts one request in a window, unless the window is full. */
function windowTake(memberId: string, bucket: string, limit: RateLimit, windowStart: number) {
  return {
    TableName: tableName(),
    Key: keys.rateWindow(memberId, bucket, windowStart),
    UpdateExpression: 'SET entity = :entity, expiresAt = :expires ADD #count :one',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: {
      ':entity': 'rateWindow',
      ':expires': windowStart + limit.windowSeconds + 60,
      ':one': 1,
      ':limit': limit.limit,
    },
  };
}

/**
 * Counts one request in the member's current window, unless the window is
 * full: then nothing is written and false is returned. The counter expires
 * with its window, so it never outlives its use (nor a deleted member).
 */
export async function takeFromWindow(
  memberId: string,
  bucket: string,
  limit: RateLimit,
  windowStart: number,
): Promise<boolean> {
  return updateIfConditionHolds(windowTake(memberId, bucket, limit, windowStart));
}

/**
 * The same take as one item of a write's own transaction: the request is
 * counted only if the write commits, and the write commits only if the
 * window had room (its condition failing cancels both), in one request.
 */
export function takeFromWindowItem(
  memberId: string,
  bucket: string,
  limit: RateLimit,
  windowStart: number,
): TransactItem {
  return { Update: windowTake(memberId, bucket, limit, windowStart) };
}

/** How many requests the window has counted so far (0 for a window not yet written). */
export async function countInWindow(memberId: string, bucket: string, windowStart: number): Promise<number> {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.rateWindow(memberId, bucket, windowStart),
      ConsistentRead: true,
    }),
  );
  return Number(Item?.count ?? 0);
}

/** Gives one request back to a window it was counted in (never below zero; a window already gone stays gone). */
export async function giveBackToWindow(memberId: string, bucket: string, windowStart: number): Promise<void> {
  await updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.rateWindow(memberId, bucket, windowStart),
    UpdateExpression: 'ADD #count :minusOne',
    ConditionExpression: '#count > :zero',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  });
}

/**
 * Whom a sign-up is counted against when there is no member yet: its source address or the e-mail it
 * names (decision 0054). Hashed, so no address or e-mail sits in a key, and apart from every member id.
 */
export function signUpRateSubject(kind: 'address' | 'email', value: string): string {
  return `sign-up-${kind}-${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;
}
