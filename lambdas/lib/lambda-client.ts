import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';

let client: LambdaClient | undefined;

/** Lambda's client, created on first use; its own module, so only the bundles that invoke load it (aws-clients.ts says why). */
function lambda(): LambdaClient {
  client ??= new LambdaClient({});
  return client;
}

/**
 * Hands an event to a function asynchronously: Lambda queues it and answers 202 at once, retries a failed
 * run twice, and then sends the event to the function's on-failure destination (a queue with an alarm).
 */
export async function invokeAsync(functionName: string, payload: unknown): Promise<void> {
  const answer = await lambda().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
  if (answer.StatusCode !== 202) throw new Error(`Lambda queued no event for ${functionName} (${answer.StatusCode})`);
}
