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
import { BUDGET_BYTES, bundleBudgetOf } from './bundle-budgets';
import { synth, synthesizedBundles } from './synthesized-bundles';

function main(): void {
  if (!process.argv.includes('--no-synth')) synth();
  const rows = synthesizedBundles().map(({ name, entry, file }) => {
    const code = readFileSync(file);
    const budget = bundleBudgetOf(code);
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
