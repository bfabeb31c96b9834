/**
 * npm run bench:startup — how long `npm start` takes on a fresh clone, from
 * the command to the "App ready" banner, and how much of it is the demo seed.
 *
 * Each run starts `infra/local/start.ts` exactly as `npm start` does (same
 * entry, same seeding, same Vite dev server), on the bench ports (+200) so a
 * developer's dev cloud and the test cloud can keep running, with its data in
 * a fresh temporary directory kept on disk as the dev profile keeps .local/:
 * DynamoDB Local on disk, an empty user pool, no seed done. Then it stops the
 * cloud with SIGINT, as Ctrl-C would, and starts it once more on the same
 * data (a restart, which seeds nothing). Ends with
 *   startup: ready=…ms seed=…ms restart=…ms
 * (medians over BENCH_STARTUP_RUNS fresh starts, 3 by default). Run it under
 * the cloud lock (the npm script does): it competes for the same 2 cores.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '#infra/local/paths.ts';
import { CLOCK_TICKS_PER_SECOND, descendants, processTable } from './process-table';
import { runBench } from './run';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
/** A start that takes this long has failed: the bench stops it and says so. */
const GIVE_UP_MS = 120_000;

type Start = { readyMs: number; phases: Map<string, number>; seedLine?: string; cpuMs: number };

/**
 * CPU time (user + system) used so far by a process and all its descendants
 * (the cloud, DynamoDB Local's JVM, cognito-local), from Linux /proc. On a
 * shared machine the wall time also measures the neighbours; this does not.
 */
function treeCpuMs(root: number): number {
  const ticks = descendants(processTable(), root).reduce((sum, entry) => sum + entry.cpuTicks, 0);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** `[cloud] started in 8123 ms (DynamoDB Local 1602 ms, …, seed 4210 ms, Vite 310 ms)`: each phase's ms. */
function phasesOf(line: string): Map<string, number> {
  const inside = /started in \d+ ms \((.*)\)/.exec(line)?.[1] ?? '';
  return new Map(
    inside.split(', ').map((part) => {
      const match = /^(.*) (\d+) ms$/.exec(part);
      return [match?.[1] ?? part, Number(match?.[2] ?? NaN)] as const;
    }),
  );
}

/** One `npm start` on `dataDir`, until the banner; then Ctrl-C and wait for it to exit. */
async function startOnce(dataDir: string): Promise<Start> {
  const started = performance.now();
  const child = spawn(
    join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'),
    ['infra/local/start.ts', '--profile=bench', `--data-dir=${dataDir}`],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let phases = new Map<string, number>();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready after ${GIVE_UP_MS} ms`)), GIVE_UP_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const cloudLine = output.split('\n').find((line) => line.includes('[cloud] started in'));
      if (cloudLine) phases = phasesOf(cloudLine);
      if (output.includes('App ready at')) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before it was ready`));
    });
  });
  try {
    const readyMs = await ready;
    return {
      readyMs,
      phases,
      seedLine: output.split('\n').find((line) => line.includes('Seeded the demo member')),
      cpuMs: treeCpuMs(child.pid!),
    };
  } catch (error) {
    process.stderr.write(output);
    throw error;
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)}ms`;

async function main() {
  const fresh: Start[] = [];
  const restarts: Start[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'kindred-bench-startup-'));
    try {
      const first = await startOnce(dataDir);
      const again = await startOnce(dataDir);
      fresh.push(first);
      restarts.push(again);
      const phases = [...first.phases].map(([name, value]) => `${name} ${ms(value)}`).join(', ');
      console.log(
        `run ${run}: fresh ready ${ms(first.readyMs)}, cpu ${ms(first.cpuMs)} (${phases}); restart ready ${ms(again.readyMs)}, cpu ${ms(again.cpuMs)}; load ${loadavg()[0].toFixed(1)}`,
      );
      if (first.seedLine) console.log(`  ${first.seedLine.trim()}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const seed = median(fresh.map((start) => start.phases.get('seed') ?? NaN));
  console.log(
    `cpu to ready (the cloud, its JVM and cognito-local): fresh ${ms(median(fresh.map((start) => start.cpuMs)))}, restart ${ms(median(restarts.map((start) => start.cpuMs)))}`,
  );
  console.log(
    `startup: ready=${ms(median(fresh.map((start) => start.readyMs)))} seed=${ms(seed)} restart=${ms(median(restarts.map((start) => start.readyMs)))}`,
  );
}

runBench(main);
