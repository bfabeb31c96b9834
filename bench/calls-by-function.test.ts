import { describe, expect, it } from 'vitest';
import { withFunctionEnvironment } from '#infra/local/function-env.ts';
import type { Middleware } from './dynamodb-tally';
import { countCallsByFunction, describeCallsByFunction } from './calls-by-function';

/** A client whose stack runs the one middleware in front of a send that answers nothing. */
function fakeClient() {
  let installed: Middleware | undefined;
  const client = { middlewareStack: { add: (middleware: Middleware) => void (installed = middleware) } };
  const state = countCallsByFunction(client);
  const send = (commandName: string) => installed!(() => Promise.resolve({}), { commandName })({ input: {} });
  return { state, send };
}

describe('countCallsByFunction', () => {
  it('counts each call under the function running it, only while counting', async () => {
    const { state, send } = fakeClient();
    await withFunctionEnvironment({ AWS_LAMBDA_FUNCTION_NAME: 'typing' }, () => send('GetCommand'));
    state.counting = true;
    await withFunctionEnvironment({ AWS_LAMBDA_FUNCTION_NAME: 'typing' }, () => send('GetCommand'));
    await withFunctionEnvironment({ AWS_LAMBDA_FUNCTION_NAME: 'typing' }, () => send('QueryCommand'));
    await withFunctionEnvironment({ AWS_LAMBDA_FUNCTION_NAME: 'send-message' }, () => send('TransactWriteCommand'));
    await send('DescribeStreamCommand');
    state.counting = false;
    await withFunctionEnvironment({ AWS_LAMBDA_FUNCTION_NAME: 'typing' }, () => send('QueryCommand'));

    expect(Object.fromEntries([...state.calls].map(([fn, ops]) => [fn, Object.fromEntries(ops)]))).toEqual({
      typing: { GetItem: 1, Query: 1 },
      'send-message': { TransactWriteItems: 1 },
      'the local cloud': { DescribeStream: 1 },
    });
  });
});

describe('describeCallsByFunction', () => {
  it('puts the busiest function first, with its calls an invocation', () => {
    const calls = new Map([
      ['read', new Map([['UpdateItem', 3]])],
      [
        'typing',
        new Map([
          ['Query', 2],
          ['GetItem', 4],
        ]),
      ],
    ]);
    expect(describeCallsByFunction(calls, { typing: 2 })).toEqual([
      '  typing 6 (3.00 an invocation): GetItem 4, Query 2',
      '  read 3: UpdateItem 3',
    ]);
  });
});
