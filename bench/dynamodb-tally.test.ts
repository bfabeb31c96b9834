import { describe, expect, it } from 'vitest';
import {
  awsTransactionUnits,
  consumedIndexUnits,
  consumedUnits,
  installDynamoDbTally,
  operationKind,
  operationName,
  requestUnits,
  tallyDifference,
} from './dynamodb-tally';

describe('operationName', () => {
  it('names lib-dynamodb and client commands alike', () => {
    expect(operationName('GetCommand')).toBe('GetItem');
    expect(operationName('GetItemCommand')).toBe('GetItem');
    expect(operationName('TransactWriteCommand')).toBe('TransactWriteItems');
    expect(operationName('QueryCommand')).toBe('Query');
    expect(operationKind('Query')).toBe('read');
    expect(operationKind('TransactWriteItems')).toBe('write');
    expect(operationKind('DescribeTable')).toBe('other');
  });
});

describe('consumedUnits', () => {
  it('adds one answer or many, total or split', () => {
    expect(consumedUnits({ TableName: 't', CapacityUnits: 0.5 })).toBe(0.5);
    expect(consumedUnits([{ CapacityUnits: 2 }, { CapacityUnits: 1 }])).toBe(3);
    expect(consumedUnits({ ReadCapacityUnits: 1, WriteCapacityUnits: 2 })).toBe(3);
    expect(consumedUnits(undefined)).toBe(0);
    expect(
      consumedIndexUnits({
        CapacityUnits: 3,
        Table: { CapacityUnits: 1 },
        GlobalSecondaryIndexes: { byCell: { CapacityUnits: 1 }, byFeed: { CapacityUnits: 1 } },
      }),
    ).toBe(2);
  });
});

describe('installDynamoDbTally', () => {
  /** A client whose stack runs the one middleware in front of a fake send. */
  function fakeClient(answer: (input: Record<string, unknown>) => Promise<{ output?: unknown }>) {
    let installed: Parameters<Parameters<typeof installDynamoDbTally>[0]['middlewareStack']['add']>[0] | undefined;
    const client = {
      middlewareStack: {
        add: (middleware: typeof installed) => {
          installed = middleware;
        },
      },
    };
    const tally = installDynamoDbTally(client);
    const send = (commandName: string, input: Record<string, unknown>) =>
      installed!((args) => answer(args.input), { commandName })({ input });
    return { tally, send };
  }

  it('asks every read and write for its capacity and adds it up by operation', async () => {
    const seen: Record<string, unknown>[] = [];
    const { tally, send } = fakeClient(async (input) => {
      seen.push(input);
      return { output: { ConsumedCapacity: { CapacityUnits: input.TableName === 'big' ? 2 : 0.5 } } };
    });
    await send('GetCommand', { TableName: 't' });
    await send('GetItemCommand', { TableName: 'big' });
    await send('QueryCommand', { TableName: 't', ReturnConsumedCapacity: 'TOTAL' });
    expect(seen.map((input) => input.ReturnConsumedCapacity)).toEqual(['INDEXES', 'INDEXES', 'TOTAL']);
    expect(tally.snapshot()).toEqual({
      GetItem: { calls: 2, units: 2.5, indexUnits: 0, failed: 0 },
      Query: { calls: 1, units: 0.5, indexUnits: 0, failed: 0 },
    });
  });

  it('bills a failed conditional write one unit, and leaves other operations alone', async () => {
    const { tally, send } = fakeClient(async (input) => {
      if (input.TableName === 'fails') throw Object.assign(new Error('ConditionalCheckFailed'), {});
      return { output: {} };
    });
    const before = tally.snapshot();
    await expect(send('UpdateCommand', { TableName: 'fails' })).rejects.toThrow('ConditionalCheckFailed');
    await send('DescribeTableCommand', { TableName: 't' });
    const added = tallyDifference(tally.snapshot(), before);
    expect(added).toEqual({
      UpdateItem: { calls: 1, units: 1, indexUnits: 0, failed: 1 },
      DescribeTable: { calls: 1, units: 0, indexUnits: 0, failed: 0 },
    });
    expect(requestUnits(added)).toEqual({ reads: 0, writes: 1, calls: 2 });
  });
});

describe('awsTransactionUnits', () => {
  it('bills each action of a write transaction twice per KB, and each item of a read transaction twice', () => {
    const small = { pk: 'MEMBER#a', sk: 'MESSAGE#1', text: 'hi' };
    const big = { pk: 'MEMBER#a', sk: 'PHOTO#1', blob: 'x'.repeat(2500) };
    const write = {
      TransactItems: [
        { Put: { TableName: 't', Item: small } },
        { Put: { TableName: 't', Item: big } },
        { Update: { TableName: 't', Key: { pk: 'a', sk: 'b' }, UpdateExpression: 'SET n = :n' } },
        { ConditionCheck: { TableName: 't', Key: { pk: 'a', sk: 'c' }, ConditionExpression: 'attribute_exists(pk)' } },
      ],
    };
    // DynamoDB Local said 2 for seven items; AWS: 2 + 2×3 + 2 + 2, and the index write once.
    expect(awsTransactionUnits('TransactWriteItems', write, { CapacityUnits: 2 })).toBe(12);
    expect(
      awsTransactionUnits('TransactWriteItems', write, {
        CapacityUnits: 3,
        GlobalSecondaryIndexes: { byTarget: { CapacityUnits: 1 } },
      }),
    ).toBe(13);
    expect(awsTransactionUnits('TransactGetItems', { TransactItems: [{ Get: {} }, { Get: {} }] }, undefined)).toBe(4);
    expect(awsTransactionUnits('PutItem', { Item: small }, { CapacityUnits: 1 })).toBeUndefined();
  });
});
