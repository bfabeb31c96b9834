/**
 * Lambda bundle sizes, from a real synth (esbuild bundling on) into cdk.out.
 * Prints the minified size of each function's index.mjs, named after its
 * route-table entry, and flags any bundle over the budget.
 *
 *   npx tsx infra/bundle-sizes.ts            # synth, then report
 *   npx tsx infra/bundle-sizes.ts --no-synth # report on the existing cdk.out
 *
 * Exits 1 when a bundle is over budget, so CI can use it as a gate.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EVENT_SUBSCRIPTIONS, HTTP_ROUTES, WEBSOCKET_AUTHORIZER, WEBSOCKET_ROUTES } from '../shared/routes';
import { PROJECT_ROOT } from './constructs/app-function';

const BUDGET_BYTES = 300 * 1024;

/**
 * The Stripe SDK's client is 246 KB minified and cannot be tree-shaken (its
 * constructor instantiates every API resource), so a Lambda that calls
 * Stripe's API gets this much on top of the budget, and only such a Lambda:
 * it is recognised by the client's default host in the bundle. The webhook
 * verifies with the SDK's Webhooks module alone and keeps the plain budget
 * (docs/decisions/0015-bundle-budget.md).
 */
const STRIPE_CLIENT_ALLOWANCE_BYTES = 30 * 1024;
const STRIPE_CLIENT_MARKER = 'api.stripe.com';
const OUT_DIR = join(PROJECT_ROOT, 'cdk.out');

/** Route-table name of each handler entry, for the report. */
function handlerNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const [name, route] of Object.entries(HTTP_ROUTES)) names.set(route.handler, `http ${name}`);
  for (const [name, route] of Object.entries(WEBSOCKET_ROUTES)) names.set(route.handler, `ws ${name}`);
  names.set(WEBSOCKET_AUTHORIZER.handler, 'ws authorizer');
  for (const [name, subscription] of Object.entries(EVENT_SUBSCRIPTIONS)) names.set(subscription.handler, `event ${name}`);
  return names;
}

function synth(): void {
  const started = Date.now();
  const result = spawnSync('npx', ['cdk', 'synth', '--no-notices', '-q', '-o', OUT_DIR], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    throw new Error(`cdk synth failed (exit ${result.status})`);
  }
  console.log(`synth with bundling: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

type Template = { Resources: Record<string, { Type: string; Properties?: { Description?: string }; Metadata?: Record<string, string> }> };

function stackTemplates(): Template[] {
  const manifest = JSON.parse(readFileSync(join(OUT_DIR, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
  };
  return Object.values(manifest.artifacts)
    .filter((artifact) => artifact.type === 'aws:cloudformation:stack' && artifact.properties?.templateFile)
    .map((artifact) => JSON.parse(readFileSync(join(OUT_DIR, artifact.properties!.templateFile!), 'utf8')) as Template);
}

function main(): void {
  if (!process.argv.includes('--no-synth')) synth();
  const names = handlerNames();
  const rows: Array<{ name: string; entry: string; bytes: number; gzip: number; budget: number }> = [];
  for (const template of stackTemplates()) {
    for (const resource of Object.values(template.Resources)) {
      const entry = resource.Properties?.Description;
      const assetPath = resource.Metadata?.['aws:asset:path'];
      if (resource.Type !== 'AWS::Lambda::Function' || !entry || !names.has(entry) || !assetPath) continue;
      const file = join(OUT_DIR, assetPath, 'index.mjs');
      if (!existsSync(file)) throw new Error(`${entry}: no index.mjs in ${assetPath} (was bundling skipped?)`);
      const code = readFileSync(file);
      const budget = BUDGET_BYTES + (code.includes(STRIPE_CLIENT_MARKER) ? STRIPE_CLIENT_ALLOWANCE_BYTES : 0);
      rows.push({ name: names.get(entry)!, entry, bytes: statSync(file).size, gzip: gzipSync(code).length, budget });
    }
  }
  const missing = [...names.keys()].filter((entry) => !rows.some((row) => row.entry === entry));
  if (missing.length > 0) throw new Error(`No bundle found for: ${missing.join(', ')}`);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  rows.sort((a, b) => b.bytes - a.bytes);
  console.log(`\n${'handler'.padEnd(26)}${'minified'.padStart(12)}${'gzip'.padStart(11)}  entry`);
  for (const row of rows) {
    const allowance = row.budget > BUDGET_BYTES ? `  (Stripe client: budget ${kb(row.budget)})` : '';
    const flag = row.bytes > row.budget ? `  OVER ${kb(row.budget)}` : '';
    console.log(`${row.name.padEnd(26)}${kb(row.bytes).padStart(12)}${kb(row.gzip).padStart(11)}  ${row.entry}${allowance}${flag}`);
  }
  const over = rows.filter((row) => row.bytes > row.budget);
  const withClient = rows.filter((row) => row.budget > BUDGET_BYTES).length;
  console.log(`\n${rows.length} bundles, ${over.length} over budget (${kb(BUDGET_BYTES)}; ${kb(BUDGET_BYTES + STRIPE_CLIENT_ALLOWANCE_BYTES)} for the ${withClient} that carry the Stripe client).`);
  if (over.length > 0) process.exitCode = 1;
}

main();
