/**
 * npm run bench:chat — real-time chat under load through the local cloud.
 *
 * 1,000 members (500 matched pairs) each hold one WebSocket to the local
 * WebSocket API; the same Lambda handlers as in AWS store and push. A worker
 * thread (bench/chat-load.ts) plays the clients:
 *   1. steady: messages at a fixed rate for 60 s; latency from send to the
 *      recipient's socket, throughput, lost and duplicated;
 *   2. reconnect: 10% of the sockets are killed every few seconds and come
 *      back, catching up over HTTP as the web client does; nothing may be
 *      lost or shown twice.
 * Then the table is checked: no clientId may be stored twice, and the
 * stream handler counted every stored message once.
 *
 * Knobs: BENCH_CHAT_MEMBERS (1000), BENCH_CHAT_RATE (msgs/s, 50: each member writes every 20 s),
 * BENCH_CHAT_SECONDS (60), BENCH_CHAT_RECONNECT_SECONDS (30), and BENCH_CPU_PROFILE=1 to print where the main
 * thread's CPU went in the steady phase (bench/cpu-profile.ts).
 */
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { decodeJwt } from 'jose';
import { resignedWith } from '#test/support/tokens.ts';
import type { LoadInput, LoadResult, PhaseResult } from './chat-load';
import { signInOneMember, settle } from './members';
import { windowCpuProfile } from './cpu-profile';
import { resourceProbe } from './resource-probe';
import { percentile } from './load-stats';
import { runBench, withBenchCloud } from './run';

const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 1000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const STEADY_SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 60);
const RECONNECT_SECONDS = Number(process.env.BENCH_CHAT_RECONNECT_SECONDS ?? 30);

const ms = (value: number) => value.toFixed(1);

function describePhase(name: string, phase: PhaseResult) {
  const l = phase.latencies;
  console.log(
    `${name}: sent=${phase.sent} received=${phase.received} lost=${phase.lost} duplicated=${phase.duplicated} ` +
      `msgs/s=${(phase.sent / phase.seconds).toFixed(1)} latency p50=${ms(percentile(l, 50))}ms p95=${ms(percentile(l, 95))}ms p99=${ms(percentile(l, 99))}ms max=${ms(Math.max(...l))}ms (live pushes: ${l.length})`,
  );
}

async function main() {
  await withBenchCloud({ streams: process.env.BENCH_CHAT_STREAMS !== '0' }, async (cloud) => {
    process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
    const { createMatch } = await import('#lambdas/db/matches.ts');
    const { putProfilesBatch } = await import('#lambdas/db/profiles.ts');
    const { scanAll } = await import('./chat-table');
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    // Where the time goes: every DynamoDB call the handlers make, by command, during the measured phases.
    const calls = new Map<string, number[]>();
    let measuring = false;
    dynamo.middlewareStack.add(
      (next, context) => async (args) => {
        const started = performance.now();
        try {
          return await next(args);
        } finally {
          if (measuring) {
            const name = String(context.commandName ?? 'unknown').replace(/Command$/, '');
            const times = calls.get(name) ?? [];
            times.push(performance.now() - started);
            calls.set(name, times);
          }
        }
      },
      { step: 'initialize', name: 'benchTimer' },
    );
    console.log(
      `local cloud up in ${cloud.config.startupMs} ms; creating ${MEMBERS} members in ${MEMBERS / 2} matched pairs`,
    );

    // One real Cognito sign-in; the other members get the same token re-signed by
    // cognito-local's key with their own sub (the authorizer checks what AWS checks).
    const template = await signInOneMember(cloud.config);
    const ids = Array.from({ length: MEMBERS }, (_, i) =>
      `bench-${String(i).padStart(4, '0')}-${decodeJwt(template.accessToken).sub}`.slice(0, 64),
    );
    const tokens = await Promise.all(ids.map((sub) => resignedWith(template.accessToken, { sub, username: sub })));
    const now = new Date().toISOString();
    await putProfilesBatch(
      ids.map((id, i) => ({
        id,
        username: id,
        email: `${id}@bench.local`,
        fullName: `Bench ${i}`,
        age: 30,
        photos: [],
        isProfileComplete: true,
        isLocationEnabled: false,
        createdAt: now,
        updatedAt: now,
      })) as never,
    );
    const members: LoadInput['members'] = [];
    for (let i = 0; i < MEMBERS; i += 2) {
      const { matchId } = await createMatch(ids[i], ids[i + 1], new Date());
      members.push(
        { id: ids[i], token: tokens[i], matchId, otherId: ids[i + 1] },
        { id: ids[i + 1], token: tokens[i + 1], matchId, otherId: ids[i] },
      );
    }
    await settle(cloud);

    const input: LoadInput = {
      webSocketUrl: cloud.config.runtimeConfig.webSocketUrl,
      httpApiUrl: cloud.config.runtimeConfig.httpApiUrl,
      members,
      ratePerSecond: RATE,
      warmupSeconds: Number(process.env.BENCH_CHAT_WARMUP_SECONDS ?? 10),
      steadySeconds: STEADY_SECONDS,
      reconnectSeconds: RECONNECT_SECONDS,
      reconnectShare: 0.1,
      reconnectEverySeconds: 3,
    };
    const resources = resourceProbe();
    const profile = windowCpuProfile();
    const result = await new Promise<LoadResult>((resolve, reject) => {
      const worker = new Worker(new URL('./chat-load-worker.mjs', import.meta.url), { workerData: input });
      worker.on('message', (message: { log?: string; result?: LoadResult; error?: string }) => {
        if (message.log?.startsWith('steady')) {
          measuring = true;
          resources.start();
          profile.start();
        }
        if (message.log?.startsWith('reconnect')) {
          measuring = false;
          resources.stop();
          profile.stop();
        }
        if (message.log) console.log(message.log);
        if (message.error) reject(new Error(message.error));
        if (message.result) resolve(message.result);
      });
      worker.on('error', reject);
    });
    await settle(cloud);

    // Stored duplicates: one clientId must map to one message.
    const items = await scanAll(cloud.env);
    const stored = items.filter((item) => item.entity === 'message');
    // Each stored message is counted once for its sender (the dashboard's "messages sent"): by the send on
    // the sender's match edge (decision 0080), or by the stream handler on the stats item for older ones.
    const counted = items.reduce(
      (sum, item) =>
        sum +
        (item.entity === 'memberStats' ? Number(item.messagesSent ?? 0) : 0) +
        (item.entity === 'matchEdge' ? Number(item.sentCount ?? 0) : 0),
      0,
    );
    const perClientId = new Map<string, number>();
    for (const item of stored)
      perClientId.set(String(item.clientId), (perClientId.get(String(item.clientId)) ?? 0) + 1);
    const storedTwice = [...perClientId.values()].filter((count) => count > 1).length;

    console.log(
      `DynamoDB calls during the steady phase (all handlers, stream included): ${[...calls.entries()]
        .sort((x, y) => y[1].length - x[1].length)
        .map(
          ([name, times]) =>
            `${name} n=${times.length} p50=${ms(percentile(times, 50))} p99=${ms(percentile(times, 99))}`,
        )
        .join('; ')}`,
    );
    console.log(`steady phase, ${resources.describe()}`);
    for (const line of await profile.describe()) console.log(line);
    describePhase('steady', result.steady);
    describePhase('reconnect', result.reconnect);
    console.log(
      `reconnect: ${result.reconnect.cycles} cycles, ${result.reconnect.caughtUp} messages caught up over HTTP, ${result.reconnect.resent} sends retried; ` +
        `${result.redelivered} frames redelivered and deduped by id; stored=${stored.length} stored-twice=${storedTwice}; ` +
        `counted ${counted} messages sent`,
    );
    const l = result.steady.latencies;
    // CPU per message sent in the steady phase: a figure the machine's other load moves far less than latency.
    const spent = resources.spent();
    const perMessage = (cpuMs: number) => (cpuMs / Math.max(1, result.steady.sent)).toFixed(1);
    console.log(
      `chat: p99=${ms(percentile(l, 99))}ms p50=${ms(percentile(l, 50))}ms msgs/s=${(result.steady.sent / result.steady.seconds).toFixed(1)} ` +
        `lost=${result.steady.lost} duplicated=${result.steady.duplicated + result.reconnect.duplicated + storedTwice} reconnect-lost=${result.reconnect.lost} ` +
        `cpu-ms/msg=${perMessage(spent.processMs)} jvm-ms/msg=${perMessage(spent.javaMs)} load=${loadavg()[0]!.toFixed(2)}`,
    );
  });
}

runBench(main);
