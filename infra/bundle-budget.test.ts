/**
 * Every Lambda bundle within its budgets (docs/decisions/0078-cold-start-budget.md): its own
 * minified bytes (bench:bundles' budget, decision 0015), and the JavaScript its cold start loads,
 * the bundle (with the SDK inside it since decision 0084) and every file it requires at load, which
 * is what a cold start costs (decision 0027). Bytes, not milliseconds: they are the same on every
 * machine, however busy.
 *
 * Each handler of the route table is bundled here with AppFunction's settings, then required in a
 * fresh node, as the Lambda runtime does; the files in `require.cache` afterwards are what it loaded.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allHandlerEntries, EVENT_SUBSCRIPTIONS, HTTP_ROUTES } from '#shared/routes/index.ts';
import {
  bundleBudgetOf,
  COLD_START_ALLOWANCES,
  COLD_START_BUDGET_KB,
  coldStartBudgetOf,
  OVER_BYTE_BUDGET_KB,
} from './bundle-budgets';
import { sdkBytesOf } from './bundle-own-bytes';
import { PROJECT_ROOT } from './constructs/app-function';
import { lambdaBuildOptions } from './lambda-build-options';

/** Requires the bundle and prints what it loaded: every file's size, by package. */
const HARNESS = `
const { statSync } = require('node:fs');
const file = process.argv.at(-1);
require(file);
const loaded = {};
for (const path of Object.keys(require.cache)) {
  const name = path === file ? 'bundle' : (path.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/)?.[1] ?? path);
  loaded[name] = (loaded[name] ?? 0) + statSync(path).size;
}
console.log(JSON.stringify(loaded));
`;

type Loaded = { entry: string; bundleBytes: number; code: Buffer; packages: Record<string, number>; sources: string[] };

let scratch: string;
const results: Loaded[] = [];
const entries = [...new Set(allHandlerEntries())].sort();
const outputOf = (entry: string) => join(scratch, entry.replace(/\.ts$/, '.js'));

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'kindred-bundle-budget-'));
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(scratch, 'node_modules'));
  const harness = join(scratch, 'harness.cjs');
  writeFileSync(harness, HARNESS);
  // The project's package.json says "type": "module"; the runtime reads index.js as CommonJS.
  writeFileSync(join(scratch, 'package.json'), '{"type":"commonjs"}');
  // The map tells the bundled SDK's bytes from the function's own (decision 0084).
  await build(
    lambdaBuildOptions({
      entryPoints: entries.map((entry) => join(PROJECT_ROOT, entry)),
      outbase: PROJECT_ROOT,
      outdir: scratch,
    }),
  );
  // Two loads at a time: each is a fresh node, mostly waiting on its own start, and there are a hundred.
  const load = async (entry: string) => {
    const file = outputOf(entry);
    const result = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [harness, file],
        {
          cwd: scratch,
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
          env: {
            PATH: process.env.PATH,
            AWS_REGION: 'us-east-1',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            TABLE_NAME: 'budget',
          },
        },
        (error, stdout, stderr) =>
          resolve({ status: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(result.status, `${entry} failed to load:\n${result.stderr}`).toBe(0);
    const packages = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Record<string, number>;
    const code = readFileSync(file);
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
    const sdk = sdkBytesOf(code.toString('utf8'), map);
    return { entry, bundleBytes: code.length - sdk, code, packages, sources: map.sources };
  };
  const queue = [...entries];
  const loaded = new Map<string, Loaded>();
  await Promise.all(
    [0, 1].map(async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) loaded.set(entry, await load(entry));
    }),
  );
  results.push(...entries.map((entry) => loaded.get(entry)!));
  // Bundles every handler with the SDK inside (decision 0084) and loads each: minutes on a busy machine.
}, 600_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const kb = (bytes: number) => Math.round(bytes / 1024);
const loadedKb = (loaded: Loaded) => kb(Object.values(loaded.packages).reduce((sum, bytes) => sum + bytes, 0));

describe('Lambda bundles', () => {
  it('are each within their byte budget', () => {
    const budgetOf = (loaded: Loaded) =>
      Math.max(bundleBudgetOf(loaded.code), (OVER_BYTE_BUDGET_KB[loaded.entry] ?? 0) * 1024);
    const over = results
      .filter((loaded) => loaded.bundleBytes > budgetOf(loaded))
      .map((loaded) => `${loaded.entry}: ${kb(loaded.bundleBytes)} KB > ${kb(budgetOf(loaded))} KB`);
    expect(over).toEqual([]);
  });

  it('each load at a cold start no more JavaScript than their budget', () => {
    const over = results
      .filter((loaded) => loadedKb(loaded) > coldStartBudgetOf(loaded.entry, loaded.code))
      .map(
        (loaded) =>
          `${loaded.entry}: ${loadedKb(loaded)} KB > ${coldStartBudgetOf(loaded.entry, loaded.code)} KB (${Object.entries(
            loaded.packages,
          )
            .sort((a, b) => b[1] - a[1])
            .map(([name, bytes]) => `${name} ${kb(bytes)}`)
            .join(', ')})`,
      );
    expect(over).toEqual([]);
  });

  it('need every allowance they are given: each allowed function loads more than the plain budget', () => {
    const unneeded = COLD_START_ALLOWANCES.flatMap((allowance) => allowance.entries)
      .map((entry) => results.find((loaded) => loaded.entry === entry))
      .filter((loaded) => !loaded || loadedKb(loaded) <= COLD_START_BUDGET_KB)
      .map((loaded) => loaded?.entry ?? 'an entry the route table no longer has');
    expect(unneeded).toEqual([]);
    // And no more than it needs: an allowance far above its heaviest function would let that one grow.
    const loose = COLD_START_ALLOWANCES.filter((allowance) => {
      const heaviest = Math.max(...results.filter((loaded) => allowance.entries.includes(loaded.entry)).map(loadedKb));
      return allowance.kb > heaviest * 1.1;
    }).map((allowance) => `${allowance.why}: ${allowance.kb} KB`);
    expect(loose).toEqual([]);
  });

  it('reach sharp only where the route table ships it beside them (nativeModules)', () => {
    // Bundled, sharp's JavaScript looks for its native binary in node_modules, which a Lambda
    // package only has when the function declares it (decision 0010): the call fails there, not here.
    const native = new Set<string>(
      [...Object.values(HTTP_ROUTES), ...Object.values(EVENT_SUBSCRIPTIONS)]
        .filter((route) => 'nativeModules' in route && route.nativeModules?.includes('sharp'))
        .map((route) => route.handler),
    );
    const undeclared = results
      .filter((loaded) => loaded.code.includes('require("sharp")') && !native.has(loaded.entry))
      .map((loaded) => loaded.entry);
    expect(undeclared).toEqual([]);
  });

  it('each map their stack traces to our sources on demand, with no --enable-source-maps to pay at load', () => {
    // docs/decisions/0096-stacks-mapped-on-demand.md: a handler that neither logs nor counts would
    // report its errors in minified positions.
    const unmapped = results
      .filter((loaded) => !loaded.sources.some((source) => source.endsWith('lambdas/lib/source-mapped-stacks.ts')))
      .map((loaded) => loaded.entry);
    expect(unmapped).toEqual([]);
  });

  it('are all measured, and the budget binds: the heaviest ordinary bundle is near it', () => {
    expect(results).toHaveLength(entries.length);
    const ordinary = results.filter((loaded) => coldStartBudgetOf(loaded.entry, loaded.code) === COLD_START_BUDGET_KB);
    const heaviest = Math.max(...ordinary.map(loadedKb));
    // A budget far above every bundle would let one grow back unnoticed: lower it when bundles shrink.
    expect(heaviest).toBeGreaterThan(COLD_START_BUDGET_KB * 0.85);
  });
});
