/**
 * Wires the local CloudWatch (local-alarms.ts) to the local cloud: the EMF
 * lines the handlers print (they print them to stdout, as in Lambda, and
 * never learn anyone reads them here), every Lambda invocation, every HTTP
 * API answer and the failure queues' depth become metrics; the stack's alarms
 * (read from the synthesized template, cached by its sources) are evaluated
 * every tick; a composite's change is sent through the local alarm topic to
 * the mailbox. `/_local/alarms` on the Lambda API port serves the state.
 */
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { loadAlarmSet, type LocalAlarmSet } from '#infra/ops/alarm-definitions.ts';
import { invokeFunction, redrive, type RedriveResult } from '#infra/ops/redrive.ts';
import { LOCAL_ACCESS_KEY, LOCAL_REGION } from './endpoints';
import type { FailureQueues } from './failure-queues';
import { answerJson, type LocalRoute } from './lambda-api';
import type { CountingLambdaRuntime } from './lambda-runtime';
import { AlarmBoard, MetricStore, emfDatapoints } from './local-alarms';
import { errorText, type Log } from './log';
import type { Mailbox } from './mailbox';
import { LOCAL_DATA_DIR, PROJECT_ROOT } from './paths';

/** How long the state waits for the parked events' count before it answers without it. */
const PARKED_READ_TIMEOUT_MS = 1000;

/** Who the local alarm topic e-mails when the stage names no one (dev has no alarmEmail). */
export const LOCAL_ALARM_EMAIL = 'alarms@kindred.local';

export type LocalMonitoring = {
  /** The HTTP API's answers (http-api.ts onAnswered). */
  onAnswered(statusCode: number, latencyMs: number): void;
  routes: LocalRoute[];
  /** Resolves once the alarms are read (a synth, the first time their sources change). */
  ready: Promise<void>;
  stop(): void;
};

export type LocalMonitoringOptions = {
  runtime: CountingLambdaRuntime;
  failureQueues: FailureQueues;
  mailbox: Mailbox;
  log: Log;
  /** Every period times this: 0.05 runs a five-minute period in fifteen seconds (the fault drill). */
  timeScale?: number;
  evaluateEveryMs?: number;
  /** An alarm set to use instead of the synthesized one (tests). */
  alarmSet?: LocalAlarmSet;
  /** Read and evaluate the alarms; without them metrics are still kept (test clouds leave the synth out). */
  alarms?: boolean;
  /** The local Lambda API: /dev/ops's redrive button runs `npm run redrive`'s code against it. */
  lambdaUrl: string;
};

export function startLocalMonitoring(options: LocalMonitoringOptions): LocalMonitoring {
  const store = new MetricStore();
  const scale = options.timeScale ?? 1;
  let board: AlarmBoard | undefined;
  let set: LocalAlarmSet | undefined;
  let stopped = false;

  // The handlers' EMF documents: Powertools writes them to stdout, one JSON line each.
  const write = process.stdout.write.bind(process.stdout);
  let partial = '';
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    try {
      const text = partial + (typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const lines = text.split('\n');
      partial = (lines.pop() ?? '').slice(-100_000);
      for (const line of lines) {
        for (const point of emfDatapoints(line)) {
          store.record('app', point.metricName, point.value, point.dimensions, point.at);
        }
      }
    } catch {
      // Reading a line must never cost the line.
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;

  options.runtime.onInvoked((functionName, { failed, ms }) => {
    const dimensions = { FunctionName: `function:${functionName}` };
    store.record('AWS/Lambda', 'Invocations', 1, dimensions);
    store.record('AWS/Lambda', 'Errors', failed ? 1 : 0, dimensions);
    store.record('AWS/Lambda', 'Duration', ms, dimensions);
  });

  const ready = (
    options.alarms === false
      ? Promise.reject(new Error('alarms are off for this cloud'))
      : options.alarmSet
        ? Promise.resolve(options.alarmSet)
        : loadAlarmSet(PROJECT_ROOT, join(LOCAL_DATA_DIR, 'alarm-definitions.json'))
  )
    .then((loaded) => {
      set = loaded;
      board = new AlarmBoard(loaded, store, scale);
      options.log(`${loaded.alarms.length} alarms and ${loaded.composites.length} incidents read from the template`);
    })
    .catch((error: unknown) => options.log(`alarms not read from the template: ${errorText(error)}`));

  const tick = () => {
    if (stopped) return;
    try {
      for (const [queue, depth] of Object.entries(options.failureQueues.depth())) {
        store.record('AWS/SQS', 'ApproximateNumberOfMessagesVisible', depth, { QueueName: `queue:${queue}` });
      }
      for (const notice of board?.evaluate() ?? []) {
        const recipients = set?.topicEmails.length ? set.topicEmails : [LOCAL_ALARM_EMAIL];
        for (const to of recipients) options.mailbox.addEmail({ to, subject: notice.subject, text: notice.text });
        options.log(notice.subject);
      }
    } catch (error) {
      options.log(`alarm evaluation: ${errorText(error)}`);
    }
  };
  const timer = setInterval(tick, options.evaluateEveryMs ?? Math.max(1000, 10_000 * scale));
  timer.unref();

  let lastRedrive: (RedriveResult & { at: string }) | undefined;
  const parkedCounts = async () => {
    // The page must answer while the table does not (DynamoDB Local paused in the drill): then unknown.
    let timer: NodeJS.Timeout | undefined;
    const unanswered = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), PARKED_READ_TIMEOUT_MS);
    });
    const read = (async () => {
      try {
        const { listParkedEvents } = await import('#lambdas/db/parked-events.ts');
        const counts: Record<string, number> = {};
        for (const event of await listParkedEvents()) counts[event.queue] = (counts[event.queue] ?? 0) + 1;
        return counts;
      } catch {
        return undefined;
      }
    })();
    try {
      return await Promise.race([read, unanswered]);
    } finally {
      clearTimeout(timer);
    }
  };
  const redriveAll = async () => {
    const { listParkedEvents, removeParkedEvent } = await import('#lambdas/db/parked-events.ts');
    const target = { endpoint: options.lambdaUrl, region: LOCAL_REGION, credentials: async () => LOCAL_ACCESS_KEY };
    const result = await redrive({
      list: listParkedEvents,
      invoke: (functionName, event) => invokeFunction(target, functionName, event),
      remove: removeParkedEvent,
      log: options.log,
    });
    lastRedrive = { ...result, at: new Date().toISOString() };
    return lastRedrive;
  };

  const state = async (res: ServerResponse) =>
    answerJson(res, 200, {
      ready: board !== undefined,
      timeScale: scale,
      alarms: board?.statuses() ?? [],
      history: board?.history ?? [],
      metrics: store.summary(),
      queues: options.failureQueues.depth(),
      parked: await parkedCounts(),
      faults: options.runtime.faults(),
      lastRedrive,
    });

  return {
    onAnswered(statusCode, latencyMs) {
      const dimensions = { ApiId: 'api:http' };
      store.record('AWS/ApiGateway', 'Count', 1, dimensions);
      store.record('AWS/ApiGateway', '4xx', statusCode >= 400 && statusCode < 500 ? 1 : 0, dimensions);
      store.record('AWS/ApiGateway', '5xx', statusCode >= 500 ? 1 : 0, dimensions);
      store.record('AWS/ApiGateway', 'Latency', latencyMs, dimensions);
    },
    routes: [
      async (req, res) => {
        if ((req.url ?? '').split('?')[0] !== '/_local/alarms' || req.method !== 'GET') return false;
        await state(res);
        return true;
      },
      async (req, res) => {
        if ((req.url ?? '').split('?')[0] !== '/_local/redrive' || req.method !== 'POST') return false;
        answerJson(res, 200, await redriveAll());
        return true;
      },
    ],
    ready,
    stop() {
      stopped = true;
      clearInterval(timer);
      process.stdout.write = write as typeof process.stdout.write;
    },
  };
}
