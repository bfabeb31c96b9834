import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { tableName } from './table';

/** BatchWriteItem's most requests per call. */
const BATCH_SIZE = 25;
/** Batches in flight at once: a bulk load pipelines its round trips instead of waiting for each. */
const IN_FLIGHT = 4;
const MAX_ATTEMPTS = 9;

type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/** One batch of up to 25, retrying with backoff what DynamoDB leaves unprocessed. */
async function writeBatch(batch: WriteRequest[]): Promise<void> {
  let pending: WriteRequest[] | undefined = batch;
  for (let attempt = 0; pending && pending.length > 0; attempt++) {
    if (attempt >= MAX_ATTEMPTS) throw new Error('DynamoDB kept batch writes unprocessed');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }));
    pending = result.UnprocessedItems?.[tableName()] as WriteRequest[] | undefined;
  }
}

/**
 * Bulk writes (the seed, the benchmarks): puts in batches of 25, a few
 * batches in flight, so the cost is a round trip per 100 items rather than
 * one per item. Not atomic: each item is written or retried on its own.
 */
export async function putItemsInBatches(items: Record<string, unknown>[]): Promise<void> {
  const batches = Array.from({ length: Math.ceil(items.length / BATCH_SIZE) }, (_, index) =>
    items.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE).map((Item) => ({ PutRequest: { Item } })),
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(IN_FLIGHT, batches.length) }, async () => {
      while (next < batches.length) await writeBatch(batches[next++]);
    }),
  );
}
