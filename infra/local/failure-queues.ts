/**
 * The stack's two failure queues (StreamFailures, UploadFailures) and their
 * event source mapping, in process: the stream poller and the S3 router send
 * Lambda's on-failure records here, in AWS's shapes, and the queue delivers
 * them as SQS events to the function that parks them (park-failed-events).
 * A message that function fails on stays, visible again after a while, as in
 * SQS; the queue depth is what the local alarms read.
 */
import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { FailureQueue } from '#lambdas/db/parked-events.ts';
import { LOCAL_ACCOUNT_ID, type LambdaRuntime } from './lambda-runtime';
import { LOCAL_REGION } from './endpoints';
import { errorText, type Log } from './log';

/** SQS's visibility timeout for a message the consumer failed on, shortened for a local loop. */
const RETRY_AFTER_MS = 5_000;

type Message = { queue: FailureQueue; messageId: string; body: string; sentAt: number; visibleAt: number };

export type FailureQueues = {
  send(queue: FailureQueue, failure: unknown): void;
  /** Messages waiting (or in flight) per queue: ApproximateNumberOfMessagesVisible. */
  depth(): Record<FailureQueue, number>;
  settled(): Promise<void>;
  stop(): Promise<void>;
};

export const localFunctionArn = (functionName: string) =>
  `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`;

/** Lambda's on-failure record for a stream batch: pointers to the records (shard and sequence range), not the records. */
export function streamFailureRecord(input: {
  functionName: string;
  streamArn: string;
  shardId: string;
  startSequenceNumber: string;
  endSequenceNumber: string;
  batchSize: number;
  functionError: boolean;
  now?: Date;
}) {
  const now = input.now ?? new Date();
  return {
    requestContext: {
      requestId: randomUUID(),
      functionArn: localFunctionArn(input.functionName),
      condition: 'RetryAttemptsExhausted',
      approximateInvokeCount: 1,
    },
    responseContext: {
      statusCode: 200,
      executedVersion: '$LATEST',
      ...(input.functionError ? { functionError: 'Unhandled' } : {}),
    },
    version: '1.0',
    timestamp: now.toISOString(),
    DDBStreamBatchInfo: {
      shardId: input.shardId,
      startSequenceNumber: input.startSequenceNumber,
      endSequenceNumber: input.endSequenceNumber,
      approximateArrivalOfFirstRecord: now.toISOString(),
      approximateArrivalOfLastRecord: now.toISOString(),
      batchSize: input.batchSize,
      streamArn: input.streamArn,
    },
  };
}

/** Lambda's on-failure record for an asynchronous invocation (an S3 notification): the request itself and the error. */
export function asyncFailureRecord(input: { functionName: string; event: unknown; error: unknown; attempts: number }) {
  const error = input.error as Error | undefined;
  return {
    version: '1.0',
    timestamp: new Date().toISOString(),
    requestContext: {
      requestId: randomUUID(),
      functionArn: `${localFunctionArn(input.functionName)}:$LATEST`,
      condition: 'RetriesExhausted',
      approximateInvokeCount: input.attempts,
    },
    requestPayload: input.event,
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    responsePayload: { errorType: error?.name ?? 'Error', errorMessage: error?.message ?? String(input.error) },
  };
}

export function startFailureQueues(options: {
  runtime: LambdaRuntime;
  /** The handler both queues' event source mappings invoke. */
  consumer: string;
  log: Log;
  intervalMs?: number;
}): FailureQueues {
  const messages: Message[] = [];
  let stopped = false;
  let running: Promise<void> | undefined;
  const intervalMs = options.intervalMs ?? 250;

  const deliverDue = async () => {
    const due = messages.filter((m) => m.visibleAt <= Date.now()).slice(0, 10);
    if (!due.length) return;
    for (const m of due) m.visibleAt = Number.POSITIVE_INFINITY;
    const event: SQSEvent = {
      Records: due.map((m) => ({
        messageId: m.messageId,
        receiptHandle: m.messageId,
        body: m.body,
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: String(m.sentAt),
          SenderId: 'lambda.amazonaws.com',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${m.queue}`,
        awsRegion: LOCAL_REGION,
      })),
    };
    let failed = new Set(due.map((m) => m.messageId));
    try {
      const result = (await options.runtime.invoke(options.consumer, event)) as SQSBatchResponse | undefined;
      failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      options.log(`${options.consumer} failed on ${due.length} failure message(s): ${errorText(error)}`);
    }
    for (const m of due) {
      if (failed.has(m.messageId)) m.visibleAt = Date.now() + RETRY_AFTER_MS;
      else messages.splice(messages.indexOf(m), 1);
    }
  };

  const timer = setInterval(() => {
    if (stopped || running) return;
    running = deliverDue()
      .catch((error: unknown) => options.log(`failure queues: ${errorText(error)}`))
      .finally(() => (running = undefined));
  }, intervalMs);
  // A start that fails before the cloud registers this queue's stop must not be kept alive by it.
  timer.unref();

  return {
    send(queue, failure) {
      messages.push({
        queue,
        messageId: randomUUID(),
        body: JSON.stringify(failure),
        sentAt: Date.now(),
        visibleAt: Date.now(),
      });
      options.log(`${queue} ← 1 failure message`);
    },
    depth() {
      const depth: Record<FailureQueue, number> = { StreamFailures: 0, UploadFailures: 0 };
      for (const m of messages) depth[m.queue] += 1;
      return depth;
    },
    async settled() {
      // Waits while a message is being parked or about to be; one its consumer keeps failing on is left waiting.
      while (running || messages.some((m) => m.visibleAt <= Date.now())) {
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
