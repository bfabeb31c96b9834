/**
 * Point reads that one request can answer together. A use case often reads
 * several items by key side by side (a dashboard: the profile, the counters,
 * the entitlements; a conversation: the other member's edge, profile and chat
 * settings). Within one invocation, every such read issued in the same turn of
 * the event loop is sent as one BatchGetItem, so N parallel point reads cost
 * one request instead of N (issue 25: "reads that one BatchGet could answer";
 * decision 0099, which also says why this is not DataLoader).
 *
 * Batching is scoped to one invocation (`withBatchedReads`, entered by the HTTP
 * and WebSocket handler stacks): a batch never mixes two invocations' keys, so
 * each request is made, and authorized, as the function whose invocation asked.
 * Outside a scope (stream consumers, scripts) a read is sent on its own. Nothing
 * is cached: a read after a write in the same invocation always asks DynamoDB.
 * Consistent and eventually consistent reads travel in separate batches, as
 * BatchGetItem sets consistency per table.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { tableName } from './table';

type Item = Record<string, unknown>;
export type ItemKey = { pk: string; sk: string };
type Consistency = 'consistent' | 'eventual';

/** BatchGetItem's most keys per call. */
const BATCH_SIZE = 100;
/** Rounds for the keys DynamoDB leaves unprocessed; what is still left after them reads as absent. */
const MAX_ATTEMPTS = 8;

const keyOf = (key: ItemKey) => `${key.pk}\u0000${key.sk}`;

/**
 * The items at these keys (those that exist), in batches of 100, in no particular order. `projection`
 * names the attributes to read, when not all are needed (`names` stands in for reserved words in it).
 */
export async function batchGetNow(
  keys: ItemKey[],
  options: { consistent?: boolean; projection?: string; names?: Record<string, string> } = {},
): Promise<Item[]> {
  const table = tableName();
  const found: Item[] = [];
  for (let i = 0; i < keys.length; i += BATCH_SIZE) {
    let pending: Item[] | undefined = keys.slice(i, i + BATCH_SIZE);
    for (let attempt = 0; pending && pending.length > 0 && attempt < MAX_ATTEMPTS; attempt++) {
      const result = await dynamo.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ...(options.projection ? { ProjectionExpression: options.projection } : {}),
              ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
              ...(options.consistent ? { ConsistentRead: true } : {}),
            },
          },
        }),
      );
      found.push(...(result.Responses?.[table] ?? []));
      pending = result.UnprocessedKeys?.[table]?.Keys as Item[] | undefined;
    }
  }
  return found;
}

/** One batch: its keys without repeats (BatchGetItem refuses a key twice), answered in the order asked. */
async function loadBatch(keys: readonly ItemKey[], consistent: boolean): Promise<Array<Item | undefined>> {
  const unique = [...new Map(keys.map((key) => [keyOf(key), { pk: key.pk, sk: key.sk }])).values()];
  const items = await batchGetNow(unique, { consistent });
  const byKey = new Map(items.map((item) => [keyOf(item as ItemKey), item]));
  return keys.map((key) => byKey.get(keyOf(key)));
}

type Waiting = { key: ItemKey; resolve: (item: Item | undefined) => void; reject: (error: unknown) => void };

/**
 * Collects the point reads of one turn and sends them together. The batch leaves once the promise jobs
 * queued when the first read was asked have run (as DataLoader schedules it), so reads that each follow an
 * `await` of something already settled still join it.
 */
class ReadBatcher {
  private waiting: Waiting[] = [];

  constructor(private readonly consistent: boolean) {}

  load(key: ItemKey): Promise<Item | undefined> {
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ key, resolve, reject }) === 1) {
        void Promise.resolve().then(() => process.nextTick(() => this.dispatch()));
      }
    });
  }

  private dispatch(): void {
    const batch = this.waiting;
    this.waiting = [];
    // batchGetNow splits above 100 keys; one request per 100 is what BatchGetItem allows.
    loadBatch(
      batch.map((entry) => entry.key),
      this.consistent,
    ).then(
      (items) => batch.forEach((entry, i) => entry.resolve(items[i])),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  }
}

type Batchers = Record<Consistency, ReadBatcher>;
const scope = new AsyncLocalStorage<{ batchers?: Batchers }>();

/** Runs one invocation's work with its point reads batched (see above). */
export function withBatchedReads<T>(work: () => Promise<T>): Promise<T> {
  return scope.run({}, work);
}

function batchers(): Batchers | undefined {
  const current = scope.getStore();
  if (!current) return undefined;
  current.batchers ??= { consistent: new ReadBatcher(true), eventual: new ReadBatcher(false) };
  return current.batchers;
}

/** The item at `key`, or undefined: batched with the invocation's other point reads of this turn. */
export async function getItem(key: ItemKey, options: { consistent?: boolean } = {}): Promise<Item | undefined> {
  const batch = batchers();
  if (batch) return batch[options.consistent ? 'consistent' : 'eventual'].load(key);
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: options.consistent }),
  );
  return Item;
}

/** The items at these keys (those that exist), in no particular order: batched as `getItem` is. */
export async function getItems(keys: ItemKey[], options: { consistent?: boolean } = {}): Promise<Item[]> {
  const batch = batchers();
  if (!batch) return batchGetNow(keys, options);
  const batcher = batch[options.consistent ? 'consistent' : 'eventual'];
  const found = await Promise.all(keys.map((key) => batcher.load(key)));
  return found.filter((item): item is Item => item !== undefined);
}
