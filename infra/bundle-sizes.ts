/**
 * Lambda bundle sizes, from a real synth (esbuild bundling on) into cdk.out.
 * Prints the minified size of each function's bundle, named after its
 * route-table entry, and flags any bundle over the budget.
 *
 *   npx tsx infra/bundle-sizes.ts            # synth, then report
 *   npx tsx infra/bundle-sizes.ts --no-synth # report on the existing cdk.out
 *
 * Exits 1 when a bundle is over budget, so CI can use it as a gate.
 */
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { synth, synthesizedBundles } from './synthesized-bundles';

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

/**
 * The media-screening functions (photo and story processing) carry nsfwjs's
 * MobileNetV2 weights (2.6 MB, base64 in the package's model module) and the
 * tfjs runtime: 5.5 MB on top of the budget, recognised by the WASM binary's
 * name in the bundle (docs/decisions/0070-screened-media-and-safer-messages.md).
 */
const SCREENING_MODEL_ALLOWANCE_BYTES = 5.5 * 1024 * 1024;
const SCREENING_MODEL_MARKER = 'tfjs-backend-wasm.wasm';

function main(): void {
  if (!process.argv.includes('--no-synth')) synth();
  const rows = synthesizedBundles().map(({ name, entry, file }) => {
    const code = readFileSync(file);
    const budget =
      BUDGET_BYTES +
      (code.includes(STRIPE_CLIENT_MARKER) ? STRIPE_CLIENT_ALLOWANCE_BYTES : 0) +
      (code.includes(SCREENING_MODEL_MARKER) ? SCREENING_MODEL_ALLOWANCE_BYTES : 0);
    return { name, entry, bytes: statSync(file).size, gzip: gzipSync(code).length, budget };
  });

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  rows.sort((a, b) => b.bytes - a.bytes);
  console.log(`\n${'handler'.padEnd(26)}${'minified'.padStart(12)}${'gzip'.padStart(11)}  entry`);
  for (const row of rows) {
    const allowance = row.budget > BUDGET_BYTES ? `  (allowance: budget ${kb(row.budget)})` : '';
    const flag = row.bytes > row.budget ? `  OVER ${kb(row.budget)}` : '';
    console.log(
      `${row.name.padEnd(26)}${kb(row.bytes).padStart(12)}${kb(row.gzip).padStart(11)}  ${row.entry}${allowance}${flag}`,
    );
  }
  const over = rows.filter((row) => row.bytes > row.budget);
  const withClient = rows.filter((row) => row.budget > BUDGET_BYTES).length;
  console.log(
    `\n${rows.length} bundles, ${over.length} over budget (${kb(BUDGET_BYTES)}; more for the ${withClient} that carry the Stripe client or the screening model).`,
  );
  if (over.length > 0) process.exitCode = 1;
}

main();
