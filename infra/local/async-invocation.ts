/**
 * Lambda's asynchronous invocation, as the local cloud plays it for S3's notifications and for a
 * function's `Invoke` with `InvocationType: Event` (decision 0098): the event runs, a failure is retried
 * twice with a pause between, and then the event and its error go to the function's on-failure
 * destination, the UploadFailures queue.
 */
import { asyncFailureRecord } from './failure-queues';
import { functionNameFromPath, type LambdaRuntime } from './lambda-runtime';
import { errorText, type Log } from './log';

/** Asynchronous Lambda invocations are retried twice before AWS gives up. */
export const ASYNC_RETRIES = 2;
const RETRY_DELAY_MS = 1000;

export type AsyncFailure = ReturnType<typeof asyncFailureRecord>;

export async function invokeAsynchronously(
  runtime: LambdaRuntime,
  handler: string,
  event: unknown,
  options: {
    log: Log;
    /** What the log says of a run that succeeded, given its duration. */
    describe?: (ms: number) => string;
    onFailure?: (failure: AsyncFailure) => void;
  },
): Promise<void> {
  const functionName = functionNameFromPath(handler);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const started = Date.now();
      await runtime.invoke(handler, event);
      options.log(
        `${functionName} ← ${options.describe?.(Date.now() - started) ?? `an event (${Date.now() - started} ms)`}`,
      );
      return;
    } catch (error) {
      if (attempt >= ASYNC_RETRIES) {
        options.log(`${handler} failed ${attempt + 1} times; sent to UploadFailures: ${errorText(error)}`);
        options.onFailure?.(asyncFailureRecord({ functionName, event, error, attempts: attempt + 1 }));
        return;
      }
      options.log(`${handler} failed (attempt ${attempt + 1}), retrying: ${(error as Error)?.message ?? error}`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
    }
  }
}
