/**
 * Counts the DynamoDB requests the handlers make, by operation, with the
 * capacity units DynamoDB reports for each (what on-demand bills as read and
 * write request units). Installed as a middleware on the one client the
 * handlers share (lambdas/lib/aws-clients.ts), which the local cloud runs in
 * this process; every read and write is asked for ReturnConsumedCapacity
 * INDEXES (the total, and the indexes' share of it). Transactions are counted on AWS's
 * terms (awsTransactionUnits), which DynamoDB Local under-reports.
 */
export type Middleware = (
  next: (args: { input: Record<string, unknown> }) => Promise<{ output?: unknown }>,
  context: { commandName?: string },
) => (args: { input: Record<string, unknown> }) => Promise<{ output?: unknown }>;
export type Stack = {
  middlewareStack: { add(middleware: Middleware, options: { step: 'initialize'; name: string }): void };
};

/** `indexUnits` is the part of `units` spent on global secondary indexes (a write to an indexed item is billed per index too). */
export type OperationTally = { calls: number; units: number; indexUnits: number; failed: number };
export type Tally = Record<string, OperationTally>;

const READS = new Set([
  'GetItem',
  'Get',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchGet',
  'TransactGetItems',
  'TransactGet',
]);
const WRITES = new Set([
  'PutItem',
  'Put',
  'UpdateItem',
  'Update',
  'DeleteItem',
  'Delete',
  'BatchWriteItem',
  'BatchWrite',
  'TransactWriteItems',
  'TransactWrite',
]);

/** `GetCommand` (lib-dynamodb) and `GetItemCommand` (the client) are the same request: one name for both. */
export function operationName(commandName: string | undefined): string {
  const name = String(commandName ?? 'unknown').replace(/Command$/, '');
  const canonical: Record<string, string> = {
    Get: 'GetItem',
    Put: 'PutItem',
    Update: 'UpdateItem',
    Delete: 'DeleteItem',
    BatchGet: 'BatchGetItem',
    BatchWrite: 'BatchWriteItem',
    TransactGet: 'TransactGetItems',
    TransactWrite: 'TransactWriteItems',
  };
  return canonical[name] ?? name;
}

export function operationKind(operation: string): 'read' | 'write' | 'other' {
  return READS.has(operation) ? 'read' : WRITES.has(operation) ? 'write' : 'other';
}

/** The units in a ConsumedCapacity answer: one object, or one per table for batches and transactions. */
export function consumedUnits(consumed: unknown): number {
  const parts = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  return parts.reduce(
    (sum: number, part: { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number }) =>
      sum + (part.CapacityUnits ?? (part.ReadCapacityUnits ?? 0) + (part.WriteCapacityUnits ?? 0)),
    0,
  );
}

/** The index share of a ConsumedCapacity answer asked for with ReturnConsumedCapacity INDEXES. */
export function consumedIndexUnits(consumed: unknown): number {
  const parts = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  return parts.reduce(
    (sum: number, part: { GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }> }) =>
      sum +
      Object.values(part.GlobalSecondaryIndexes ?? {}).reduce((inner, index) => inner + (index.CapacityUnits ?? 0), 0),
    0,
  );
}

/**
 * What AWS bills a transaction, which DynamoDB Local does not report: every action of a TransactWriteItems
 * is written twice (prepare and commit), 2 write units per item-KB; every item of a TransactGetItems is read
 * twice, 2 read units per 4 KB. A ConditionCheck is billed as a write too (2 units; characterised against
 * DynamoDB by the paritysuite/dynamodb-conformance suite, pull request 67). A Put's size is estimated from its item as sent (an upper bound: the wire
 * form adds type tags); an Update, Delete or ConditionCheck is counted at one KB, which holds for this
 * table's small items. The index writes DynamoDB Local reports are added once, as AWS bills them.
 * Undefined for any other operation.
 */
export function awsTransactionUnits(operation: string, input: Record<string, unknown>, consumed: unknown) {
  const items = Array.isArray(input.TransactItems) ? (input.TransactItems as Record<string, unknown>[]) : [];
  const blocks = (action: Record<string, unknown>, block: number) => {
    const item = (Object.values(action)[0] as { Item?: unknown } | undefined)?.Item;
    return item === undefined ? 1 : Math.max(1, Math.ceil(Buffer.byteLength(JSON.stringify(item)) / block));
  };
  if (operation === 'TransactWriteItems')
    return items.reduce((sum, action) => sum + 2 * blocks(action, 1024), 0) + consumedIndexUnits(consumed);
  if (operation === 'TransactGetItems') return items.length * 2;
  return undefined;
}

/** What one tally adds over another (after minus before). */
export function tallyDifference(after: Tally, before: Tally): Tally {
  const result: Tally = {};
  for (const [operation, now] of Object.entries(after)) {
    const then = before[operation] ?? { calls: 0, units: 0, indexUnits: 0, failed: 0 };
    if (now.calls === then.calls) continue;
    result[operation] = {
      calls: now.calls - then.calls,
      units: now.units - then.units,
      indexUnits: now.indexUnits - then.indexUnits,
      failed: now.failed - then.failed,
    };
  }
  return result;
}

/** Request units by kind: reads and writes, as on-demand bills them. */
export function requestUnits(tally: Tally): { reads: number; writes: number; calls: number } {
  let reads = 0;
  let writes = 0;
  let calls = 0;
  for (const [operation, { units, calls: n }] of Object.entries(tally)) {
    calls += n;
    if (operationKind(operation) === 'read') reads += units;
    if (operationKind(operation) === 'write') writes += units;
  }
  return { reads, writes, calls };
}

/**
 * A write whose condition fails is still billed (at least one unit per item),
 * and its error carries no capacity: such calls count one unit per call.
 */
export function installDynamoDbTally(client: Stack): { snapshot(): Tally; trace: string[] | undefined } {
  const tally: Tally = {};
  const tracer: { trace: string[] | undefined } = { trace: undefined };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = operationName(context.commandName);
      const entry = (tally[operation] ??= { calls: 0, units: 0, indexUnits: 0, failed: 0 });
      entry.calls += 1;
      const traced = tracer.trace && `${operation} ${describeRequest(args.input)} ← ${callerOf(new Error().stack)}`;
      if (operationKind(operation) !== 'other' && args.input.ReturnConsumedCapacity === undefined) {
        args = { ...args, input: { ...args.input, ReturnConsumedCapacity: 'INDEXES' } };
      }
      try {
        const result = await next(args);
        const consumed = (result.output as { ConsumedCapacity?: unknown } | undefined)?.ConsumedCapacity;
        entry.units += awsTransactionUnits(operation, args.input, consumed) ?? consumedUnits(consumed);
        entry.indexUnits += consumedIndexUnits(consumed);
        if (traced) tracer.trace?.push(`${traced} (${consumedUnits(consumed)} units)`);
        return result;
      } catch (error) {
        entry.failed += 1;
        // A cancelled transaction reports no capacity; it is counted as if it ran, an upper bound.
        entry.units +=
          awsTransactionUnits(operation, args.input, undefined) ??
          (consumedUnits((error as { ConsumedCapacity?: unknown }).ConsumedCapacity) || 1);
        if (traced) tracer.trace?.push(`${traced} (failed: ${(error as Error).name})`);
        throw error;
      }
    },
    { step: 'initialize', name: 'benchDynamoDbTally' },
  );
  return {
    snapshot: () => Object.fromEntries(Object.entries(tally).map(([name, entry]) => [name, { ...entry }])),
    get trace() {
      return tracer.trace;
    },
    set trace(value) {
      tracer.trace = value;
    },
  };
}

/** A key with its ids blanked (UUIDs, ULIDs, numbers), so requests of different members read alike. */
export function keyShape(value: unknown): string {
  return String(value)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '·')
    .replace(/[0-9A-HJKMNP-TV-Z]{26}/g, '·')
    .replace(/\d{4}-\d\d-\d\d[^#]*/g, 'day')
    .replace(/\d{6,}/g, 'n');
}

function itemShape(item: Record<string, unknown> | undefined): string {
  if (!item) return '?';
  const key = (item.Key ?? item.Item ?? {}) as Record<string, unknown>;
  const condition = item.ConditionExpression ? '?' : '';
  return `${keyShape(key.pk)}|${keyShape(key.sk)}${condition}`;
}

/** What one request touches, in a line: its items' key shapes (transactions and batches item by item). */
export function describeRequest(input: Record<string, unknown>): string {
  if (Array.isArray(input.TransactItems)) {
    return `[${(input.TransactItems as Record<string, Record<string, unknown>>[])
      .map((entry) => {
        const [kind, item] = Object.entries(entry)[0];
        return `${kind} ${itemShape(item)}`;
      })
      .join(', ')}]`;
  }
  if (input.RequestItems) {
    const requests = Object.values(input.RequestItems as Record<string, unknown>).flatMap((entry) =>
      Array.isArray(entry)
        ? entry.map((w: Record<string, { Item?: Record<string, unknown>; Key?: Record<string, unknown> }>) => {
            const [kind, item] = Object.entries(w)[0];
            return `${kind} ${itemShape(item as Record<string, unknown>)}`;
          })
        : ((entry as { Keys?: Record<string, unknown>[] }).Keys ?? []).map((key) => itemShape({ Key: key })),
    );
    return `[${requests.join(', ')}]`;
  }
  if (input.KeyConditionExpression) {
    const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
    return `${input.IndexName ? `${String(input.IndexName)} ` : ''}${Object.values(values).map(keyShape).join(' ')}`;
  }
  return itemShape(input);
}

/** The first frames of the handlers' own code that sent a request (not the SDK's, not this file's). */
function callerOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.includes('/lambdas/'))
    .slice(0, 3)
    .map((line) =>
      line
        .replace(/^\s*at /, '')
        .replace(/\(?\/.*\/lambdas\//, '')
        .replace(/\)$/, ''),
    )
    .join(' < ');
}
