/**
 * Work a function hands to another with Lambda's asynchronous Invoke (decision 0098): the table stream's
 * consumer hands a verified member's new main photo to the verification-lapse function, so that only two
 * functions read the stream. The local Lambda API plays Lambda: it authorizes the caller's role, answers
 * 202 at once, retries a failed run twice and then parks the event for the redrive.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { describe, expect, it } from 'vitest';
import { EVENT_SUBSCRIPTIONS } from '#shared/routes/index.ts';
import { LOCAL_ACCESS_KEY, LOCAL_REGION } from '#infra/local/endpoints.ts';
import { functionAccessKeyId } from '#infra/local/function-identity.ts';
import { functionNameFromPath } from '#infra/local/lambda-runtime.ts';
import { cloud } from '../support/cloud-info';
import { eventually } from '../support/table';

/** Lambda's client as a function's role signs: its own key id, the local secret (function-identity.ts). */
const lambdaAs = (handler: string) =>
  new LambdaClient({
    endpoint: cloud().lambdaUrl,
    region: LOCAL_REGION,
    credentials: {
      accessKeyId: functionAccessKeyId(functionNameFromPath(handler)),
      secretAccessKey: LOCAL_ACCESS_KEY.secretAccessKey,
    },
    maxAttempts: 1,
  });

const lapseFunction = functionNameFromPath(EVENT_SUBSCRIPTIONS.verificationLapse.handler);
const handOn = (handler: string, payload: unknown) =>
  lambdaAs(handler).send(
    new InvokeCommand({
      FunctionName: lapseFunction,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );

const parked = async () => {
  const { listParkedEvents } = await import('#lambdas/db/parked-events.ts');
  return listParkedEvents();
};

describe('work handed on with an asynchronous Invoke', () => {
  it("is queued for the stream's consumer, whose role may invoke the lapse function", async () => {
    const answer = await handOn(EVENT_SUBSCRIPTIONS.tableStream.handler, { memberId: 'nobody-at-all' });
    expect(answer.StatusCode).toBe(202);
  });

  it('is refused to a function whose role holds no grant, as Lambda refuses it', async () => {
    await expect(
      handOn(EVENT_SUBSCRIPTIONS.billingEvents.handler, { memberId: 'nobody-at-all' }),
    ).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });

  it('that keeps failing is retried, then parked whole for the redrive', async () => {
    const marker = `not-a-check-${Date.now()}`;
    const answer = await handOn(EVENT_SUBSCRIPTIONS.tableStream.handler, { memberId: '', marker });
    expect(answer.StatusCode).toBe(202);
    const event = await eventually(
      async () =>
        (await parked()).find((one) => one.queue === 'UploadFailures' && JSON.stringify(one.event).includes(marker)),
      30_000,
    );
    expect(event.functionName).toBe(lapseFunction);
    expect(event.condition).toMatch(/RetriesExhausted/);
  });
});
