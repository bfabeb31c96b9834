/**
 * Point reads side by side in one invocation travel as one BatchGetItem (lambdas/db/batched-reads.ts),
 * against the local cloud's DynamoDB Local: the requests are counted as they leave the handlers' client.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { operationName } from '../../bench/dynamodb-tally';

async function setUp() {
  const [{ dynamo }, { tableName }, reads] = await Promise.all([
    import('#lambdas/lib/aws-clients.ts'),
    import('#lambdas/db/table.ts'),
    import('#lambdas/db/batched-reads.ts'),
  ]);
  const sent: string[] = [];
  // Every request the shared client makes from here on, by operation (one middleware, added once).
  const counted = dynamo as typeof dynamo & { countedForTest?: string[] };
  if (!counted.countedForTest) {
    counted.countedForTest = sent;
    dynamo.middlewareStack.add(
      (next, context) => (args) => {
        counted.countedForTest!.push(operationName(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'batchedReadsTestCount' },
    );
  }
  const run = randomUUID();
  const key = (name: string) => ({ pk: `TEST#batched#${run}`, sk: name });
  for (const name of ['a', 'b', 'c']) {
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...key(name), value: name } }));
  }
  counted.countedForTest.length = 0;
  return { dynamo, tableName, reads, key, sent: counted.countedForTest };
}

describe('batched point reads', () => {
  it('sends the reads of one turn as one BatchGetItem per consistency, each answered with its own item', async () => {
    const { reads, key, sent } = await setUp();
    const answers = await reads.withBatchedReads(() =>
      Promise.all([
        reads.getItem(key('a')),
        reads.getItem(key('b')),
        reads.getItem(key('a')), // the same key twice: BatchGetItem would refuse it, so it is asked once
        reads.getItem(key('missing')),
        reads.getItems([key('c'), key('b')]),
        reads.getItem(key('c'), { consistent: true }),
      ]),
    );
    expect(answers[0]).toMatchObject({ value: 'a' });
    expect(answers[1]).toMatchObject({ value: 'b' });
    expect(answers[2]).toMatchObject({ value: 'a' });
    expect(answers[3]).toBeUndefined();
    expect((answers[4] as Array<{ value: string }>).map((item) => item.value).sort()).toEqual(['b', 'c']);
    expect(answers[5]).toMatchObject({ value: 'c' });
    expect(sent).toEqual(['BatchGetItem', 'BatchGetItem']);
  });

  it('caches nothing: a read after a write in the same invocation sees the write', async () => {
    const { dynamo, tableName, reads, key, sent } = await setUp();
    const seen = await reads.withBatchedReads(async () => {
      const before = await reads.getItem(key('a'), { consistent: true });
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key('a'),
          UpdateExpression: 'SET #v = :v',
          ExpressionAttributeNames: { '#v': 'value' },
          ExpressionAttributeValues: { ':v': 'changed' },
        }),
      );
      const after = await reads.getItem(key('a'), { consistent: true });
      return [before?.value, after?.value];
    });
    expect(seen).toEqual(['a', 'changed']);
    expect(sent).toEqual(['BatchGetItem', 'UpdateItem', 'BatchGetItem']);
  });

  it('outside an invocation scope, a point read is its own GetItem', async () => {
    const { reads, key, sent } = await setUp();
    const [a, b] = await Promise.all([reads.getItem(key('a')), reads.getItem(key('b'))]);
    expect([a?.value, b?.value]).toEqual(['a', 'b']);
    expect(sent).toEqual(['GetItem', 'GetItem']);
  });
});
