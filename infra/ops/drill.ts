/**
 * `npm run drill`: the fault drill. Starts a local cloud (bench ports, no
 * seed, alarm periods × 0.05 so five minutes pass in fifteen seconds),
 * injects real faults one at a time, and for each waits for the alarm the
 * stack defines for it and for the incident's e-mail in the mailbox, fixes
 * the fault, redrives what was parked, and checks that nothing was lost.
 * Ends with `drill: faults=… alarmed=… emailed=… lost=0 recovered=… mttd=…s`
 * (mttd: the median time from the fault's first effect to its alarm).
 */
import { writeFileSync } from 'node:fs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { HTTP_ROUTES } from '#shared/routes/index.ts';
import type { LocalCloud } from '../local/cloud';
import { LOCAL_ACCESS_KEY, LOCAL_REGION } from '../local/endpoints';
import type { OpsState } from '../local/ops-page';
import { invokeFunction, redrive } from './redrive';

/** The drill's alarm periods: five minutes become fifteen seconds. */
const TIME_SCALE = 0.05;
const ALARM_WAIT_MS = 60_000;

type FaultOutcome = {
  name: string;
  alarmed: boolean;
  emailed: boolean;
  lost: number;
  recovered: boolean;
  mttdSeconds?: number;
  note: string;
};

type Fault = {
  name: string;
  /** The alarm (by id) that must fire, and its incident (the composite that e-mails). */
  alarm: string;
  incident: string;
  /** Breaks something; returns what it caused, to be checked after the fix. */
  inject: (drill: Drill) => Promise<void>;
  /** What must be parked before the fix, so the redrive (not a lucky retry) is what recovers it. */
  parked?: { text: (drill: Drill) => string; count: number };
  fix: (drill: Drill) => Promise<void>;
  /** After fix and redrive: how many of the fault's events are still not where they belong. */
  lost: (drill: Drill) => Promise<number>;
};

class Drill {
  readonly marker = `drill-${Date.now().toString(36)}`;
  /** DynamoDB Local is stopped (SIGSTOP): resumed on the way out whatever happens. */
  paused = false;
  pendingWrite: Promise<unknown> = Promise.resolve();
  constructor(readonly cloud: LocalCloud) {}

  pauseMarker(when: 'before' | 'during') {
    return { pk: `TEST#${this.marker}`, sk: `PAUSE#${when}`, entity: 'drillRecord' };
  }

  /** An away e-mail's unsubscribe link, followed: a public call whose handler reads and writes the table. */
  async unsubscribe(memberId: string): Promise<number> {
    const { unsubscribeToken } = await import('#lambdas/use-cases/notifications/unsubscribe-token.ts');
    const token = unsubscribeToken(this.cloud.env.NOTIFICATION_SECRET, memberId, 'newMatch');
    const response = await fetch(`${this.cloud.config.endpoints.httpApiUrl}${HTTP_ROUTES.unsubscribeEmail.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    return response.status;
  }

  get lambdaUrl() {
    return this.cloud.config.endpoints.lambda;
  }

  async fault(functionName: string, message?: string) {
    await fetch(`${this.lambdaUrl}/_local/faults/${functionName}`, {
      method: message ? 'PUT' : 'DELETE',
      ...(message ? { body: JSON.stringify({ message }) } : {}),
    });
  }

  async state(): Promise<OpsState> {
    return (await (await fetch(`${this.lambdaUrl}/_local/alarms`)).json()) as OpsState;
  }

  async settled() {
    await fetch(`${this.lambdaUrl}/_local/settled`);
  }

  s3() {
    return new S3Client({
      endpoint: this.cloud.env.AWS_ENDPOINT_URL_S3,
      region: LOCAL_REGION,
      forcePathStyle: true,
      credentials: LOCAL_ACCESS_KEY,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async redrive() {
    const { listParkedEvents, removeParkedEvent } = await import('#lambdas/db/parked-events.ts');
    const target = { endpoint: this.lambdaUrl, region: LOCAL_REGION, credentials: async () => LOCAL_ACCESS_KEY };
    return redrive({
      list: listParkedEvents,
      invoke: (functionName, event) => invokeFunction(target, functionName, event),
      remove: removeParkedEvent,
      log: () => undefined,
    });
  }

  async parkedMentioning(text: string) {
    const { listParkedEvents } = await import('#lambdas/db/parked-events.ts');
    return (await listParkedEvents()).filter((event) => JSON.stringify(event.event).includes(text)).length;
  }
}

const until = async <T>(probe: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T | undefined> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
};

const FAULTS: Fault[] = [
  {
    name: 'a stream consumer that throws',
    alarm: 'EventsParked',
    incident: 'EventsStuck',
    async inject(drill) {
      await drill.fault('table-stream', 'drill: the stream consumer throws');
      const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
      for (let i = 0; i < 3; i += 1) {
        await dynamo.send(
          new PutCommand({
            TableName: drill.cloud.env.TABLE_NAME,
            Item: { pk: `TEST#${drill.marker}`, sk: `STREAM#${i}`, entity: 'drillRecord' },
          }),
        );
      }
    },
    parked: { text: (drill) => `TEST#${drill.marker}`, count: 3 },
    fix: (drill) => drill.fault('table-stream'),
    lost: (drill) => drill.parkedMentioning(`TEST#${drill.marker}`),
  },
  {
    name: 'an S3 processing failure',
    alarm: 'EventFunctionErrors',
    incident: 'EventsStuck',
    async inject(drill) {
      await drill.fault('photo-uploaded', 'drill: photo processing fails');
      await drill.s3().send(
        new PutObjectCommand({
          Bucket: drill.cloud.env.PHOTOS_BUCKET,
          Key: `uploads/drill/${drill.marker}.jpg`,
          Body: Buffer.from('not really a photo'),
          ContentType: 'image/jpeg',
        }),
      );
    },
    parked: { text: (drill) => `${drill.marker}.jpg`, count: 1 },
    fix: (drill) => drill.fault('photo-uploaded'),
    async lost(drill) {
      // Processed means handled: an upload without a ticket is deleted by the handler.
      const stillThere = await drill
        .s3()
        .send(
          new HeadObjectCommand({ Bucket: drill.cloud.env.PHOTOS_BUCKET, Key: `uploads/drill/${drill.marker}.jpg` }),
        )
        .then(
          () => true,
          () => false,
        );
      return (stillThere ? 1 : 0) + (await drill.parkedMentioning(`${drill.marker}.jpg`));
    },
  },
  {
    name: 'Stripe webhooks signed with the wrong secret',
    alarm: 'StripeWebhookSignatureFailures',
    incident: 'PaymentsBroken',
    async inject(drill) {
      const body = JSON.stringify({ id: `evt_${drill.marker}`, object: 'event', type: 'customer.updated' });
      for (let i = 0; i < 4; i += 1) {
        await fetch(`${drill.cloud.config.endpoints.httpApiUrl}${HTTP_ROUTES.handleStripeWebhook.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
          },
          body,
        });
      }
    },
    // The secret is right again; Stripe retries what it could not deliver, so nothing is parked here.
    fix: async () => undefined,
    lost: async () => 0,
  },
  {
    name: "DynamoDB Local paused past the API functions' timeout",
    alarm: 'HttpApiServerErrors',
    incident: 'MembersFailing',
    async inject(drill) {
      const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
      await dynamo.send(new PutCommand({ TableName: drill.cloud.env.TABLE_NAME, Item: drill.pauseMarker('before') }));
      // SIGSTOP: the JVM keeps its port and its connections, and answers nothing, like a table that hangs.
      process.kill(drill.cloud.config.childPids.dynamoDb, 'SIGSTOP');
      drill.paused = true;
      // A write sent while the table hangs waits in its socket: it must land once the table answers again.
      drill.pendingWrite = dynamo.send(
        new PutCommand({ TableName: drill.cloud.env.TABLE_NAME, Item: drill.pauseMarker('during') }),
      );
      // Members keep calling: each call waits on the table until its function times out (10 s), answered 504.
      await Promise.all(Array.from({ length: 12 }, (_, i) => drill.unsubscribe(`${drill.marker}-paused-${i}`)));
    },
    async fix(drill) {
      process.kill(drill.cloud.config.childPids.dynamoDb, 'SIGCONT');
      drill.paused = false;
      await drill.pendingWrite;
    },
    async lost(drill) {
      const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
      let missing = 0;
      for (const when of ['before', 'during'] as const) {
        const { pk, sk } = drill.pauseMarker(when);
        const { Item } = await dynamo.send(
          new GetCommand({ TableName: drill.cloud.env.TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }),
        );
        if (!Item) missing += 1;
      }
      // The stream records of those writes were handled (nothing parked and left), and the API answers again.
      const answered = await drill.unsubscribe(`${drill.marker}-after`);
      return missing + (await drill.parkedMentioning(drill.marker)) + (answered === 200 ? 0 : 1);
    },
  },
  {
    name: 'a burst of 5xx',
    alarm: 'HttpApiServerErrors',
    incident: 'MembersFailing',
    async inject(drill) {
      await drill.fault('get-openapi', 'drill: the handler crashes');
      for (let i = 0; i < 12; i += 1) {
        await fetch(`${drill.cloud.config.endpoints.httpApiUrl}${HTTP_ROUTES.getOpenApi.path}`);
      }
    },
    fix: (drill) => drill.fault('get-openapi'),
    async lost(drill) {
      // Members retry a 500; what counts is that the route answers again.
      const response = await fetch(`${drill.cloud.config.endpoints.httpApiUrl}${HTTP_ROUTES.getOpenApi.path}`);
      return response.ok ? 0 : 1;
    },
  },
];

async function runFault(drill: Drill, fault: Fault): Promise<FaultOutcome> {
  // One incident at a time: the previous one has cleared (its OK e-mail sent) before the next fault.
  await until(async () => (await drill.state()).alarms.every((a) => !a.composite || a.state === 'OK'), ALARM_WAIT_MS);
  await drill.settled();
  const started = Date.now();
  const mailBefore = drill.cloud.mailbox.list().length;
  await fault.inject(drill);
  const alarmedAt = await until(async () => {
    const alarm = (await drill.state()).alarms.find((a) => a.id === fault.alarm);
    return alarm?.state === 'ALARM' ? Date.parse(alarm.since) : undefined;
  }, ALARM_WAIT_MS);
  const email = await until(
    async () =>
      drill.cloud.mailbox
        .list()
        .slice(0, drill.cloud.mailbox.list().length - mailBefore)
        .find(
          (entry) =>
            entry.kind === 'email' && entry.subject.startsWith('ALARM') && entry.subject.includes(fault.incident),
        ),
    ALARM_WAIT_MS,
  );
  if (fault.parked) {
    const { text, count } = fault.parked;
    await until(async () => (await drill.parkedMentioning(text(drill))) >= count, ALARM_WAIT_MS);
  }
  await fault.fix(drill);
  await drill.settled();
  const redriven = await drill.redrive();
  await drill.settled();
  const lost = await fault.lost(drill);
  return {
    name: fault.name,
    alarmed: alarmedAt !== undefined,
    emailed: email !== undefined,
    lost,
    recovered: lost === 0,
    mttdSeconds: alarmedAt === undefined ? undefined : Math.max(0, (alarmedAt - started) / 1000),
    note: `alarm ${fault.alarm} ${alarmedAt ? 'ALARM' : 'silent'}, e-mail ${email ? `"${email.kind === 'email' ? email.subject : ''}"` : 'none'}, redrive replayed ${redriven.replayed} (${redriven.failed} still failing)`,
  };
}

const median = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The handlers' own log and EMF lines go to stdout and stderr, as in Lambda (a fault's ERROR lines
 * too: the paused table's timeouts); the drill's report is what a reader wants here.
 */
function quietHandlerLines(): void {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      if (text.startsWith('{"_aws"') || text.startsWith('{"level"')) return true;
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  }
}

async function main() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  // Before the cloud starts: its metrics reader wraps this, so it still sees every EMF line.
  quietHandlerLines();
  const { startLocalCloud } = await import('../local/cloud');
  const lines: string[] = [];
  const cloud = await startLocalCloud({
    profile: 'bench',
    persist: false,
    web: false,
    seed: false,
    alarmTimeScale: TIME_SCALE,
    alarms: true,
    log: (line) => lines.push(line),
  });
  const outcomes: FaultOutcome[] = [];
  let drill: Drill | undefined;
  try {
    await cloud.alarmsReady;
    drill = new Drill(cloud);
    if (!(await drill.state()).ready) throw new Error('the alarms could not be read from the template');
    for (const fault of FAULTS) {
      const outcome = await runFault(drill, fault);
      outcomes.push(outcome);
      process.stdout.write(
        `fault "${outcome.name}": ${outcome.alarmed ? `alarmed after ${outcome.mttdSeconds?.toFixed(1)}s` : 'NOT ALARMED'}, ${outcome.emailed ? 'e-mailed' : 'NO E-MAIL'}, lost ${outcome.lost}; ${outcome.note}\n`,
      );
    }
    // What /dev/ops showed at the end, for a look at the page without a cloud (DRILL_OPS_STATE=<file>).
    if (process.env.DRILL_OPS_STATE) writeFileSync(process.env.DRILL_OPS_STATE, JSON.stringify(await drill.state()));
  } catch (error) {
    console.error(lines.slice(-40).join('\n'));
    throw error;
  } finally {
    // A failed run must not leave DynamoDB Local stopped: its stop would wait on it for ever.
    if (drill?.paused) process.kill(cloud.config.childPids.dynamoDb, 'SIGCONT');
    await cloud.stop();
  }
  const count = (test: (o: FaultOutcome) => boolean) => outcomes.filter(test).length;
  const mttd = median(outcomes.flatMap((o) => (o.mttdSeconds === undefined ? [] : [o.mttdSeconds])));
  const periodSeconds = 300 * TIME_SCALE;
  console.log(`alarm period ${periodSeconds}s (300 s × ${TIME_SCALE}); goal: mttd within ${2 * periodSeconds}s`);
  console.log(
    `drill: faults=${outcomes.length} alarmed=${count((o) => o.alarmed)} emailed=${count((o) => o.emailed)} lost=${outcomes.reduce((sum, o) => sum + o.lost, 0)} recovered=${count((o) => o.recovered)} mttd=${mttd.toFixed(1)}s`,
  );
  if (count((o) => o.alarmed && o.emailed && o.recovered) !== outcomes.length) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(`drill failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
