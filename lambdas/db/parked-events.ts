import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { epochSeconds, isConditionFailure } from './conditions';
import { keys } from './keys';
import { tableName } from './table';

/** As long as the failure queues keep a message: after that the redrive has nothing to say either. */
const RETENTION_SECONDS = 14 * 24 * 3600;

/** The failure queues, as the stack names them (event-wiring.ts, handlers.ts) and `npm run redrive -- <queue>` takes them. */
export const FAILURE_QUEUES = ['StreamFailures', 'UploadFailures'] as const;
export type FailureQueue = (typeof FAILURE_QUEUES)[number];

/** One event that failed every retry, whole: the invocation to repeat once the bug is fixed. */
export type ParkedEvent = {
  queue: FailureQueue;
  /** Stable per failed record or request, so a redelivered failure message parks nothing twice. */
  parkedId: string;
  /** The function that failed, by name: the redrive invokes it with `event`. */
  functionName: string;
  /** The event to invoke it with, as the function first got it (one stream record, or the S3 event). */
  event: unknown;
  /** Why Lambda gave up (`RetryAttemptsExhausted`, `EventAgeExceeded`, ...) and the function's error type. */
  condition: string;
  failedAt: string;
};

/** Stores a failure once: a failure message delivered twice (SQS is at least once) keeps the first copy. */
export async function parkEvent(parked: ParkedEvent, now = new Date()): Promise<'parked' | 'already'> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.parkedEvent(parked.queue, parked.parkedId),
          entity: 'parkedEvent',
          ...parked,
          // A string: a stream record's images are DynamoDB JSON, which the document client would unwrap.
          event: JSON.stringify(parked.event),
          parkedAt: now.toISOString(),
          expiresAt: epochSeconds(now) + RETENTION_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'parked';
  } catch (error) {
    if (isConditionFailure(error)) return 'already';
    throw error;
  }
}

/** Every parked event of a queue (or of all), oldest first within a queue. */
export async function listParkedEvents(queue?: FailureQueue): Promise<ParkedEvent[]> {
  const found: ParkedEvent[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: queue ? 'pk = :pk AND begins_with(sk, :queue)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.parkedEvents().pk, ...(queue ? { ':queue': `${queue}#` } : {}) },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      // TTL deletes late: an expired item is gone as far as anyone reading is concerned.
      if (Number(item.expiresAt) <= epochSeconds(new Date())) continue;
      found.push({
        queue: item.queue as FailureQueue,
        parkedId: String(item.parkedId),
        functionName: String(item.functionName),
        event: JSON.parse(String(item.event)) as unknown,
        condition: String(item.condition),
        failedAt: String(item.failedAt),
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/** Forgets a parked event once its replay succeeded; false if another redrive got there first. */
export async function removeParkedEvent(queue: FailureQueue, parkedId: string): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.parkedEvent(queue, parkedId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
