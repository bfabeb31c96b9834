/**
 * npm run bench:coldstart — what loading each Lambda bundle costs at a cold
 * start, over bare node.
 *
 * Synthesizes the stack with bundling (as bench:bundles does; `--no-synth`
 * reuses cdk.out), then loads every handler's bundle in a fresh node process
 * the way the Lambda runtime does: `require` for index.js, `import` for
 * index.mjs, with the function's own environment from the template (values
 * CloudFormation fills at deploy are placeholders). Each bundle is copied to
 * a directory of its own outside the project, as /var/task is (the project's
 * package.json says "type": "module", which would make index.js ESM); the AWS
 * SDK, external to the bundles as the runtime provides it, resolves from the
 * project's node_modules through a link beside it.
 *
 * The cost is the CPU time of the load (user + system), minus what the same
 * harness costs loading an empty module: on a machine shared with other work,
 * wall time measures the neighbours as much as the bundle, CPU time does not.
 * Each bundle is loaded BENCH_COLDSTART_RUNS times (5) and the least is kept.
 * Wall time is printed beside it. Each row names the SDK packages the bundle
 * loads, which is where most of a cold start goes (docs/decisions/0027-cold-start.md).
 * Ends with
 *   coldstart: worst=…ms median=…ms over=N
 * where `over` counts the bundles over 150 ms.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PROJECT_ROOT } from '#infra/constructs/app-function.ts';
import { synth, synthesizedBundles, type SynthesizedBundle } from '#infra/synthesized-bundles.ts';

const RUNS = Number(process.env.BENCH_COLDSTART_RUNS ?? 5);
const OVER_MS = 150;

/** What Lambda sets for every function, and placeholders for what CloudFormation would fill. */
function lambdaEnvironment(bundle: SynthesizedBundle): NodeJS.ProcessEnv {
  const placeholder = (key: string) =>
    /URL|ORIGIN|ISSUER/.test(key)
      ? 'https://bench.example.com/x'
      : /ARN/.test(key)
        ? 'arn:aws:secretsmanager:us-east-1:000000000000:secret:bench'
        : 'bench-placeholder';
  return {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    AWS_LAMBDA_FUNCTION_NAME: bundle.name.replace(/\W+/g, '-'),
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '256',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    // The runtime's Node needs no such warning; this machine's Node 20 would print it and time it.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...Object.fromEntries(Object.entries(bundle.environment).map(([key, value]) => [key, value ?? placeholder(key)])),
  };
}

/** A fresh node that loads `file` as the runtime would and prints the load's CPU and wall ms. */
const HARNESS = `
const [file] = process.argv.slice(-1);
const cpu = process.cpuUsage();
const wall = performance.now();
if (file.endsWith('.mjs')) await import(file);
else (await import('node:module')).createRequire(file)(file);
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ cpu: (used.user + used.system) / 1000, wall: performance.now() - wall }));
`;

type Load = { cpu: number; wall: number };

function loadOnce(file: string, env: NodeJS.ProcessEnv, harness: string): Load {
  const result = spawnSync(process.execPath, [harness, file], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${file} failed to load:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Load;
}

function leastOf(file: string, env: NodeJS.ProcessEnv, harness: string): Load {
  const loads = Array.from({ length: RUNS }, () => loadOnce(file, env, harness));
  return { cpu: Math.min(...loads.map((load) => load.cpu)), wall: Math.min(...loads.map((load) => load.wall)) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)}ms`;

function main() {
  if (!process.argv.includes('--no-synth')) synth();
  const bundles = synthesizedBundles();
  const scratch = mkdtempSync(join(tmpdir(), 'kindred-coldstart-'));
  try {
    const harness = join(scratch, 'harness.mjs');
    writeFileSync(harness, HARNESS);
    const empty = join(scratch, 'empty.js');
    writeFileSync(empty, '');
    symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(scratch, 'node_modules'));
    /** The bundle alone in its own directory, with its source map, as Lambda unpacks it. */
    const taskCopy = (bundle: SynthesizedBundle, index: number) => {
      const task = join(scratch, `task-${index}`);
      mkdirSync(task);
      for (const file of [bundle.file, `${bundle.file}.map`])
        if (existsSync(file)) copyFileSync(file, join(task, basename(file)));
      return join(task, basename(bundle.file));
    };
    const bare = leastOf(empty, { PATH: process.env.PATH }, harness);
    console.log(
      `bare node loading an empty module: cpu ${bare.cpu.toFixed(1)} ms, wall ${bare.wall.toFixed(1)} ms (subtracted below); load ${loadavg()[0].toFixed(1)}`,
    );
    console.log(`\n${'handler'.padEnd(34)}${'cpu'.padStart(8)}${'wall'.padStart(8)}  SDK packages it requires`);
    const rows = bundles.map((bundle, index) => {
      const load = leastOf(taskCopy(bundle, index), lambdaEnvironment(bundle), harness);
      const sdk = [
        ...new Set(
          [...readFileSync(bundle.file, 'utf8').matchAll(/(?:require\(|from\s*)"@aws-sdk\/([\w-]+)"/g)].map(
            (match) => match[1],
          ),
        ),
      ];
      const row = { name: bundle.name, cpu: load.cpu - bare.cpu, wall: load.wall - bare.wall };
      console.log(
        `${row.name.padEnd(34)}${ms(row.cpu).padStart(8)}${ms(row.wall).padStart(8)}  ${sdk.sort().join(' ')}`,
      );
      return row;
    });
    const worst = rows.reduce((a, b) => (b.cpu > a.cpu ? b : a));
    console.log(
      `\n${rows.length} bundles; worst ${worst.name}; wall median ${ms(median(rows.map((row) => row.wall)))}; load ${loadavg()[0].toFixed(1)}`,
    );
    console.log(
      `coldstart: worst=${ms(worst.cpu)} median=${ms(median(rows.map((row) => row.cpu)))} over=${rows.filter((row) => row.cpu > OVER_MS).length}`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main();
