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
 * package.json says "type": "module", which would make index.js ESM), with the
 * node_modules the asset ships beside it (sharp, packed: decision 0097).
 *
 * The cost is the CPU time of the load (user + system), minus what the same
 * harness costs loading an empty module: on a machine shared with other work,
 * wall time measures the neighbours as much as the bundle, CPU time does not.
 * Each bundle is loaded BENCH_COLDSTART_RUNS times (5) and the least is kept.
 * Wall time is printed beside it. Each row names the SDK clients the bundle
 * carries, which is where most of a cold start goes (docs/decisions/0027-cold-start.md;
 * bundled since 0084-bundled-sdk.md).
 *
 * CPU time still depends on the machine and on how busy its caches are, so every
 * process also loads a fixed reference package (coldstart-reference.ts) beside the
 * bundle, first in one run and second in the next, and each row gives the
 * bundle's cost as a multiple of the reference's in the same process (the median
 * over the runs): that figure compares across machines and loads
 * (docs/decisions/0078-cold-start-budget.md).
 * Ends with
 *   coldstart: worst=…ms median=…ms over=N ref=…ms norm-worst=…x norm-median=…x
 *     worst-without-models=…ms over-without-models=N norm-worst-without-models=…x
 * where `over` counts the bundles over 150 ms and `norm-*` are the same bundles'
 * multiples of the reference; the `-without-models` figures leave out the functions
 * that carry the screening or face models (marked `+ models`), which have their own
 * budget (docs/decisions/0084-bundled-sdk.md).
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { PROJECT_ROOT } from '#infra/constructs/app-function.ts';
import { EVENT_SUBSCRIPTIONS, HTTP_ROUTES } from '#shared/routes/index.ts';
import { writeReferencePackage } from './coldstart-reference';
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

/**
 * A fresh node that loads `file` as the runtime would, and the reference before or after it
 * (`first` or `second`), and prints each load's CPU and wall ms.
 */
const HARNESS = `
const [referenceFile, order, file] = process.argv.slice(-3);
const { createRequire } = await import('node:module');
const timed = async (load) => {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  await load();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - wall };
};
const loadReference = () => timed(() => createRequire(referenceFile)(referenceFile));
const loadBundle = () => timed(async () => {
  if (file.endsWith('.mjs')) await import(file);
  else createRequire(file)(file);
});
const referenceFirst = order === 'first' ? await loadReference() : undefined;
const bundle = await loadBundle();
const reference = referenceFirst ?? (await loadReference());
console.log(JSON.stringify({ ...bundle, reference: reference.cpu }));
`;

type Load = { cpu: number; wall: number; reference: number };

function loadOnce(file: string, env: NodeJS.ProcessEnv, tools: Tools, run: number): Load {
  const order = run % 2 === 0 ? 'first' : 'second';
  const result = spawnSync(process.execPath, [tools.harness, tools.reference, order, file], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${file} failed to load:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Load;
}

type Tools = { harness: string; reference: string };

/** The least CPU and wall time over the runs, the reference's least, and the median of the per-process ratios. */
function leastOf(file: string, env: NodeJS.ProcessEnv, tools: Tools, bare = 0) {
  const loads = Array.from({ length: RUNS }, (_, run) => loadOnce(file, env, tools, run));
  return {
    cpu: Math.min(...loads.map((load) => load.cpu)),
    wall: Math.min(...loads.map((load) => load.wall)),
    reference: Math.min(...loads.map((load) => load.reference)),
    ratio: median(loads.map((load) => (load.cpu - bare) / load.reference)),
  };
}

/**
 * The SDK clients a bundle carries, from its source map since the SDK is bundled (decision 0084), or
 * from its requires when a bundle leaves the SDK to the runtime. A client a rare path loads on demand
 * is listed too: it is in the file, parsed at load though not run.
 */
function sdkClientsOf(file: string): string[] {
  const map = `${file}.map`;
  const names = existsSync(map)
    ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.map(
        (source) => source.match(/node_modules\/@aws-sdk\/((?:client|lib)-[\w-]+|s3-presigned-post)\//)?.[1],
      )
    : [...readFileSync(file, 'utf8').matchAll(/require\("@aws-sdk\/([\w-]+)"\)/g)].map((match) => match[1]);
  return [...new Set(names.filter((name) => name !== undefined))];
}

/**
 * The functions that run a model: the route table copies model and WASM files beside their bundle.
 * (The bundle's text is no guide: the OpenAPI route carries the route table, file names and all.)
 */
const MODEL_BEARING = new Set<string>(
  [...Object.values(HTTP_ROUTES), ...Object.values(EVENT_SUBSCRIPTIONS)]
    .filter((route) => 'assetFiles' in route && route.assetFiles?.length)
    .map((route) => route.handler),
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)}ms`;

function main() {
  if (!process.argv.includes('--no-synth')) synth();
  // BENCH_COLDSTART_ONLY=<regex> loads only the bundles whose name matches, to iterate on a few.
  const only = process.env.BENCH_COLDSTART_ONLY;
  const bundles = synthesizedBundles().filter((bundle) => !only || new RegExp(only).test(bundle.name));
  const scratch = mkdtempSync(join(tmpdir(), 'kindred-coldstart-'));
  try {
    const harness = join(scratch, 'harness.mjs');
    writeFileSync(harness, HARNESS);
    const tools: Tools = { harness, reference: writeReferencePackage(join(scratch, 'reference')) };
    const empty = join(scratch, 'empty.js');
    writeFileSync(empty, '');
    symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(scratch, 'node_modules'));
    /** The bundle in its own directory, with its source map and the native modules beside it, as Lambda unpacks it. */
    const taskCopy = (bundle: SynthesizedBundle, index: number) => {
      const task = join(scratch, `task-${index}`);
      mkdirSync(task);
      for (const file of [bundle.file, `${bundle.file}.map`])
        if (existsSync(file)) copyFileSync(file, join(task, basename(file)));
      const nativeModules = join(dirname(bundle.file), 'node_modules');
      if (existsSync(nativeModules)) cpSync(nativeModules, join(task, 'node_modules'), { recursive: true });
      return join(task, basename(bundle.file));
    };
    const bare = leastOf(empty, { PATH: process.env.PATH }, tools);
    console.log(
      `bare node loading an empty module: cpu ${bare.cpu.toFixed(1)} ms, wall ${bare.wall.toFixed(1)} ms (subtracted below); reference ${bare.reference.toFixed(1)} ms; load ${loadavg()[0].toFixed(1)}`,
    );
    console.log(
      `\n${'handler'.padEnd(34)}${'cpu'.padStart(8)}${'wall'.padStart(8)}${'×ref'.padStart(7)}  SDK clients it carries`,
    );
    const rows = bundles.map((bundle, index) => {
      const load = leastOf(taskCopy(bundle, index), lambdaEnvironment(bundle), tools, bare.cpu);
      const sdk = sdkClientsOf(bundle.file);
      const row = {
        name: bundle.name,
        models: MODEL_BEARING.has(bundle.entry),
        cpu: load.cpu - bare.cpu,
        wall: load.wall - bare.wall,
        ratio: load.ratio,
        reference: load.reference,
      };
      console.log(
        `${row.name.padEnd(34)}${ms(row.cpu).padStart(8)}${ms(row.wall).padStart(8)}${row.ratio.toFixed(2).padStart(7)}  ${sdk.sort().join(' ')}${row.models ? ' (+ models)' : ''}`,
      );
      return row;
    });
    const worstOf = (of: typeof rows) => of.reduce((a, b) => (b.cpu > a.cpu ? b : a));
    const worst = worstOf(rows);
    // The model-bearing functions parse their models' runtime at load, and every request of theirs runs a
    // model: they have their own budget (decision 0084). The rest are held to 150 ms.
    const withoutModels = rows.filter((row) => !row.models);
    console.log(
      `\n${rows.length} bundles; worst ${worst.name}; wall median ${ms(median(rows.map((row) => row.wall)))}; load ${loadavg()[0].toFixed(1)}`,
    );
    const reference = median(rows.map((row) => row.reference));
    const ratios = rows.map((row) => row.ratio);
    console.log(
      `coldstart: worst=${ms(worst.cpu)} median=${ms(median(rows.map((row) => row.cpu)))} over=${rows.filter((row) => row.cpu > OVER_MS).length} ref=${ms(reference)} norm-worst=${Math.max(...ratios).toFixed(2)}x norm-median=${median(ratios).toFixed(2)}x worst-without-models=${ms(worstOf(withoutModels).cpu)} over-without-models=${withoutModels.filter((row) => row.cpu > OVER_MS).length} norm-worst-without-models=${Math.max(...withoutModels.map((row) => row.ratio)).toFixed(2)}x`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main();
