/**
 * The DynamoDB requests each function makes, by operation: which of the
 * load bench's routes the JVM's calls come from. The local cloud runs every
 * function in this process, each in its own environment (function-env.ts),
 * so a middleware on the handlers' shared client can tell whose call it is.
 */
import { currentFunctionEnvironment } from '#infra/local/function-env.ts';
import { operationName, type Stack } from './dynamodb-tally';

export type CallsByFunction = Map<string, Map<string, number>>;

export function countCallsByFunction(client: Stack): { counting: boolean; calls: CallsByFunction } {
  const state = { counting: false, calls: new Map() as CallsByFunction };
  client.middlewareStack.add(
    (next, context) => (args) => {
      if (state.counting) {
        const fn = currentFunctionEnvironment()?.AWS_LAMBDA_FUNCTION_NAME ?? 'the local cloud';
        const byOperation = state.calls.get(fn) ?? new Map<string, number>();
        const operation = operationName(context.commandName);
        byOperation.set(operation, (byOperation.get(operation) ?? 0) + 1);
        state.calls.set(fn, byOperation);
      }
      return next(args);
    },
    { step: 'initialize', name: 'benchCallsByFunction' },
  );
  return state;
}

/** One line a function, most calls first: `send-message 4716 (4.00 an invocation): Query 2358, …`. */
export function describeCallsByFunction(calls: CallsByFunction, invocations: Record<string, number>): string[] {
  return [...calls.entries()]
    .map(([fn, byOperation]) => ({ fn, byOperation, total: [...byOperation.values()].reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total)
    .map(({ fn, byOperation, total }) => {
      const n = invocations[fn];
      const each = n ? ` (${(total / n).toFixed(2)} an invocation)` : '';
      const parts = [...byOperation.entries()].sort((a, b) => b[1] - a[1]).map(([op, c]) => `${op} ${c}`);
      return `  ${fn} ${total}${each}: ${parts.join(', ')}`;
    });
}
