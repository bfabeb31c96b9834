/**
 * npm run bench:load — 500 members using the app at once, for 60 s, against
 * the local cloud on the bench ports (the same Lambda handlers, gateways,
 * stream poller and stand-ins as `npm start`).
 *
 * The model (bench/load-vus.ts has the details): each virtual member opens
 * the app, holds one WebSocket, and does what a person does, with a think time
 * of 1–3 s after every request: swipes through its deck (half its steps),
 * chats in its conversations over the socket (a quarter), looks at its
 * dashboard, matches and admirers, and now and then edits its profile. So 500
 * members make about 500 / (2 s + latency) requests a second, not 500 loops
 * as fast as they can go. Members are 70% free, 15% basic, 10% gold and 5%
 * premium; each holds the limits of its tier (a free member stops liking after
 * 5 likes) and stays under the per-member limits (shared/limits.ts), so any
 * refusal is an error, not an expected answer.
 *
 * The members arrive over BENCH_LOAD_RAMP_SECONDS (30, not measured: about 17
 * sign-ins and sockets a second, a busy evening rather than a stampede), then
 * BENCH_LOAD_SECONDS (60) are measured. Prints requests per second (HTTP
 * requests and frames sent over the sockets), p50/p95/p99 per route, errors
 * (any non-2xx, a socket error or unexpected close, an error frame, a message
 * never acknowledged: from the first arrival to the last acknowledgement),
 * the stand-ins' restarts (supervised-child.ts, decision 0028), where the
 * time went (the cloud's CPU and event-loop delay, DynamoDB Local's CPU) and
 * what the minute cost in DynamoDB requests (in all, and by function),
 * Lambda invocations and pushes.
 * Ends with
 *   load: vus=500 rps=… p50=…ms p99=…ms errors=0 restarts=0
 * Knobs: BENCH_LOAD_VUS (500), BENCH_LOAD_SECONDS (60), BENCH_LOAD_RAMP_SECONDS (30), and
 * BENCH_CPU_PROFILE=1 to print where the main thread's CPU went in the window (bench/cpu-profile.ts).
 */
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Tier } from '#shared/tiers.ts';
import { windowCpuProfile } from './cpu-profile';
import { installDynamoDbTally, requestUnits, tallyDifference, type Tally } from './dynamodb-tally';
import { countCallsByFunction, describeCallsByFunction } from './calls-by-function';
import { LoadStats, loadLine } from './load-stats';
import type { LoadVuInput, LoadVuResult, WorkerNote } from './load-vus';
import { createBenchMembers, settle } from './members';
import { resourceProbe } from './resource-probe';
import { streamDeliveries } from './stream-deliveries';
import { runBench, withBenchCloud } from './run';

const VUS = Number(process.env.BENCH_LOAD_VUS ?? 500);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const RAMP_SECONDS = Number(process.env.BENCH_LOAD_RAMP_SECONDS ?? 30);

/** Of every 20 members: 14 free, 3 basic, 2 gold, 1 premium. */
const tierOf = (index: number): Tier => {
  const slot = index % 20;
  return slot < 14 ? 'free' : slot < 17 ? 'basic' : slot < 19 ? 'gold' : 'premium';
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(0));

async function main() {
  // What the cloud logs as a failure (a handler that threw, an emulator error) is kept to show with the errors.
  const failures: string[] = [];
  // The stream poller reports what it delivered every 2 s: records, batches and time in the handler.
  const streamDelivered = streamDeliveries();
  const log = (line: string) => {
    if (/threw|error|failed|timed out|giving up/i.test(line)) failures.push(line);
    streamDelivered.read(line);
  };
  await withBenchCloud({ log }, async (cloud) => {
    process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    const tally = installDynamoDbTally(dynamo);
    const byFunction = countCallsByFunction(dynamo);
    console.log(`local cloud up in ${cloud.config.startupMs} ms; creating ${VUS} members (load average ${load()})`);
    const setupStarted = Date.now();
    const members = await createBenchMembers(cloud, { count: VUS, tierOf });
    await settle(cloud);
    console.log(
      `${VUS} members (local pool users, profiles indexed by the stream, tiers granted, ${VUS} matches) in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
    );
    failures.length = 0;

    const input: LoadVuInput & { entry: string } = {
      entry: './load-vus.ts',
      httpApiUrl: cloud.config.runtimeConfig.httpApiUrl,
      webSocketUrl: cloud.config.runtimeConfig.webSocketUrl,
      members,
      rampSeconds: RAMP_SECONDS,
      seconds: SECONDS,
    };
    const resources = resourceProbe();
    const profile = windowCpuProfile();
    const window: {
      before?: { tally: Tally; counters: ReturnType<typeof cloud.counters> };
      after?: { tally: Tally; counters: ReturnType<typeof cloud.counters> };
      loadAverage?: string;
    } = {};
    const result = await new Promise<LoadVuResult>((resolve, reject) => {
      const worker = new Worker(new URL('./chat-load-worker.mjs', import.meta.url), { workerData: input });
      worker.on('message', (message: WorkerNote) => {
        if (message.phase === 'measuring') {
          window.before = { tally: tally.snapshot(), counters: cloud.counters() };
          byFunction.counting = true;
          streamDelivered.counting = true;
          resources.start();
          profile.start();
        }
        if (message.phase === 'measured') {
          window.after = { tally: tally.snapshot(), counters: cloud.counters() };
          byFunction.counting = false;
          window.loadAverage = load();
          streamDelivered.counting = false;
          resources.stop();
          profile.stop();
        }
        if (message.log) console.log(message.log);
        if (message.error) reject(new Error(message.error));
        if (message.result) resolve(message.result);
      });
      worker.on('error', reject);
    });

    const stats = LoadStats.fromJSON(result.stats);
    const requests = result.requests.http + result.requests.frames;
    console.log(
      `\nmeasured ${result.seconds.toFixed(1)} s, load average ${window.loadAverage} (1, 5, 15 min; 2 cores shared)`,
    );
    console.log(
      `requests: ${requests} (${result.requests.http} HTTP, ${result.requests.frames} frames sent over the sockets) = ${(requests / result.seconds).toFixed(1)}/s`,
    );
    console.log(
      `activities chosen: ${Object.entries(result.activity)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}`,
    );
    console.log(
      `frames the members received: ${Object.entries(result.received)
        .map(([type, n]) => `${type} ${n}`)
        .join(', ')}`,
    );
    console.log('\nroute                                   count   errors     p50     p95     p99  (ms)');
    for (const route of stats.routes()) {
      console.log(
        `${route.route.padEnd(38)} ${String(route.count).padStart(6)} ${String(route.errors).padStart(8)} ${ms(route.p50).padStart(7)} ${ms(route.p95).padStart(7)} ${ms(route.p99).padStart(7)}`,
      );
    }
    for (const [kind, detail] of stats.errorExamples) console.log(`error ${kind}: ${detail}`);
    // A stream batch that failed is invisible to the members, so it is counted here; the gateways' failures are already their 5xx or error frame.
    const streamFailures = failures.filter((line) => line.startsWith('[stream]'));
    if (failures.length)
      console.log(
        `the cloud logged ${failures.length} failure(s) (${streamFailures.length} in the stream poller), e.g.:\n  ${failures.slice(0, 5).join('\n  ')}`,
      );

    if (window.before && window.after) {
      const used = tallyDifference(window.after.tally, window.before.tally);
      const units = requestUnits(used);
      const invocations = Object.entries(window.after.counters.invocations)
        .map(([name, n]) => [name, n.count - (window.before!.counters.invocations[name]?.count ?? 0)] as const)
        .filter(([, n]) => n > 0);
      const lambdaCalls = invocations.reduce((sum, [, n]) => sum + n, 0);
      const pushes = window.after.counters.pushes.delivered - window.before.counters.pushes.delivered;
      console.log(
        `\nover the measured window: ${units.calls} DynamoDB requests (${(units.calls / requests).toFixed(2)} per request; ` +
          `${units.reads.toFixed(0)} read units, ${units.writes.toFixed(0)} write units): ` +
          Object.entries(used)
            .sort((a, b) => b[1].calls - a[1].calls)
            .map(([name, t]) => `${name} ${t.calls}`)
            .join(', '),
      );
      console.log(
        `Lambda invocations: ${lambdaCalls} (${(lambdaCalls / requests).toFixed(2)} per request): ` +
          invocations
            .sort((a, b) => b[1] - a[1])
            .map(([name, n]) => `${name} ${n}`)
            .join(', '),
      );
      console.log(`@connections pushes delivered: ${pushes}`);
      console.log('DynamoDB requests by function:');
      for (const line of describeCallsByFunction(byFunction.calls, Object.fromEntries(invocations))) console.log(line);
      console.log(
        `table stream: ${streamDelivered.records} records in ${streamDelivered.batches} batches, ` +
          `${(streamDelivered.ms / Math.max(1, streamDelivered.records)).toFixed(1)} ms in the handler per record (one batch at a time per shard, as Lambda reads a shard)`,
      );
    }
    console.log(`measured window, ${resources.describe()}`);
    for (const line of await profile.describe()) console.log(line);
    console.log(
      loadLine({
        vus: VUS,
        requests,
        seconds: result.seconds,
        latencies: stats.all(),
        errors: stats.errors() + streamFailures.length,
        restarts: cloud.restarts(),
      }),
    );
  });
}

runBench(main);
