/**
 * Replays parked failures (lambdas/db/parked-events.ts) once the bug that
 * failed them is fixed: each parked event is sent to the function that failed
 * on it with Lambda's Invoke, and forgotten once that invocation succeeded.
 * The same code runs against AWS and the local cloud (whose Lambda API,
 * infra/local/lambda-api.ts, answers Invoke as Lambda does).
 *
 * Idempotent: an event is removed after its replay succeeds, so a second run
 * replays only what still fails; a run stopped between a replay and its
 * removal replays that event once more, which the consumers allow (the stream
 * and S3 already deliver at least once).
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity } from '@smithy/types';
import type { FailureQueue, ParkedEvent } from '#lambdas/db/parked-events.ts';

export type LambdaTarget = {
  /** `https://lambda.<region>.amazonaws.com`, or the local Lambda API. */
  endpoint: string;
  region: string;
  credentials: () => Promise<AwsCredentialIdentity>;
};

export type InvokeOutcome = { ok: true } | { ok: false; error: string };

/**
 * Lambda's Invoke (RequestResponse), signed: the SDK's Lambda client is not
 * among the project's packages, and this one call is a signed POST.
 */
export async function invokeFunction(
  target: LambdaTarget,
  functionName: string,
  event: unknown,
): Promise<InvokeOutcome> {
  const url = new URL(`${target.endpoint}/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`);
  const body = JSON.stringify(event);
  const signer = new SignatureV4({
    credentials: await target.credentials(),
    region: target.region,
    service: 'lambda',
    sha256: Sha256,
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    headers: { host: url.host, 'content-type': 'application/json', 'x-amz-invocation-type': 'RequestResponse' },
    body,
  });
  const { host: _host, ...headers } = signed.headers;
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  if (!response.ok) return { ok: false, error: `Invoke answered ${response.status}: ${text.slice(0, 300)}` };
  if (response.headers.get('x-amz-function-error')) return { ok: false, error: text.slice(0, 300) };
  // A stream consumer that reports a failed item has not processed it.
  const reported = (safeJson(text) as { batchItemFailures?: unknown[] } | undefined)?.batchItemFailures;
  if (Array.isArray(reported) && reported.length)
    return { ok: false, error: 'the function reported the record as failed' };
  return { ok: true };
}

export type RedriveParts = {
  list: (queue?: FailureQueue) => Promise<ParkedEvent[]>;
  invoke: (functionName: string, event: unknown) => Promise<InvokeOutcome>;
  remove: (queue: FailureQueue, parkedId: string) => Promise<boolean>;
  log: (line: string) => void;
};

export type RedriveResult = { replayed: number; failed: number; total: number };

/** Replays every parked event of `queue` (or of both), oldest first; one that fails again stays parked. */
export async function redrive(parts: RedriveParts, queue?: FailureQueue): Promise<RedriveResult> {
  const parked = await parts.list(queue);
  const result: RedriveResult = { replayed: 0, failed: 0, total: parked.length };
  for (const event of parked) {
    const outcome = await parts.invoke(event.functionName, event.event);
    if (outcome.ok) {
      await parts.remove(event.queue, event.parkedId);
      result.replayed += 1;
      parts.log(`replayed ${event.queue} ${event.parkedId} → ${event.functionName}`);
    } else {
      result.failed += 1;
      parts.log(`still failing, kept: ${event.queue} ${event.parkedId} → ${event.functionName}: ${outcome.error}`);
    }
  }
  return result;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
