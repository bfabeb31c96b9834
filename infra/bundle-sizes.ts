/**
 * Lambda bundle sizes, from a real synth (esbuild bundling on) into cdk.out.
 * Prints the minified size of each function's own code (the bundled SDK's
 * share taken off, decision 0084) and of the SDK beside it, named after its
 * route-table entry, and flags any bundle over the budget.
 *
 *   npx tsx infra/bundle-sizes.ts            # synth, then report
 *   npx tsx infra/bundle-sizes.ts --no-synth # report on the existing cdk.out
 *
 * Exits 1 when a bundle is over budget, so CI can use it as a gate.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BUDGET_BYTES, bundleBudgetOf } from './bundle-budgets';
import { sdkBytesOf } from './bundle-own-bytes';
import { synth, synthesizedBundles } from './synthesized-bundles';

function main(): void {
  if (!process.argv.includes('--no-synth')) synth();
  const rows = synthesizedBundles().map(({ name, entry, file }) => {
    const code = readFileSync(file);
    const budget = bundleBudgetOf(code);
    // The budget holds the bundle's own code: the bundled SDK's share is read off its source map (decision 0084).
    const map = `${file}.map`;
    const sdk = existsSync(map) ? sdkBytesOf(code.toString('utf8'), JSON.parse(readFileSync(map, 'utf8'))) : 0;
    return { name, entry, bytes: code.length - sdk, sdk, gzip: gzipSync(code).length, budget };
  });

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  rows.sort((a, b) => b.bytes - a.bytes);
  console.log(`\n${'handler'.padEnd(26)}${'minified'.padStart(12)}${'sdk'.padStart(11)}${'gzip'.padStart(11)}  entry`);
  for (const row of rows) {
    const allowance = row.budget > BUDGET_BYTES ? `  (allowance: budget ${kb(row.budget)})` : '';
    const flag = row.bytes > row.budget ? `  OVER ${kb(row.budget)}` : '';
    console.log(
      `${row.name.padEnd(26)}${kb(row.bytes).padStart(12)}${kb(row.sdk).padStart(11)}${kb(row.gzip).padStart(11)}  ${row.entry}${allowance}${flag}`,
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
