import type { FailureQueue } from '#lambdas/db/parked-events.ts';
import { LOCAL_ACCESS_KEY, LOCAL_REGION } from '#infra/local/endpoints.ts';
import { invokeFunction, redrive, type RedriveResult } from '#infra/ops/redrive.ts';
import { cloud } from './cloud-info';

/** Makes a local function throw `message` before its handler runs, until cleared (infra/local/lambda-api.ts). */
export async function injectFault(functionName: string, message: string): Promise<void> {
  const response = await fetch(`${cloud().lambdaUrl}/_local/faults/${functionName}`, {
    method: 'PUT',
    body: JSON.stringify({ message }),
  });
  if (!response.ok) throw new Error(`injecting a fault answered ${response.status}`);
}

export async function clearFault(functionName: string): Promise<void> {
  await fetch(`${cloud().lambdaUrl}/_local/faults/${functionName}`, { method: 'DELETE' });
}

/** Waits until the cloud's stream and S3 work under way is delivered (and what failed is parked). */
export async function settled(): Promise<void> {
  await fetch(`${cloud().lambdaUrl}/_local/settled`);
}

/** `npm run redrive` against the test cloud: the same code, through the local Lambda API's Invoke. */
export async function redriveLocal(queue?: FailureQueue): Promise<RedriveResult> {
  const { listParkedEvents, removeParkedEvent } = await import('#lambdas/db/parked-events.ts');
  const target = { endpoint: cloud().lambdaUrl, region: LOCAL_REGION, credentials: async () => LOCAL_ACCESS_KEY };
  return redrive(
    {
      list: listParkedEvents,
      invoke: (functionName, event) => invokeFunction(target, functionName, event),
      remove: removeParkedEvent,
      log: () => undefined,
    },
    queue,
  );
}
