/**
 * `npm run stripe:setup`: creates the catalog's products and prices in a
 * Stripe account (STRIPE_SECRET_KEY), idempotently. `--local` targets the
 * running local Stripe instead (its key, the profile's port), which is how
 * the script itself is tried out.
 */
import Stripe from 'stripe';
import { isProfileName, portsFor } from '../ports';
import { syncCatalogPrices } from './sync-catalog-prices';

const args = process.argv.slice(2);
const local = args.includes('--local');
const profile = args.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length) ?? 'dev';
const unknown = args.filter((arg) => arg !== '--local' && !arg.startsWith('--profile='));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (unknown.length)
  fail(`Unknown argument(s): ${unknown.join(' ')}. Usage: npm run stripe:setup [-- --local [--profile=dev|test]]`);
if (!isProfileName(profile)) fail(`Unknown profile '${profile}': use dev, test or bench.`);

let stripe: Stripe;
let where: string;
if (local) {
  const port = portsFor(profile).stripe;
  stripe = new Stripe('sk_test_local', { host: 'localhost', port, protocol: 'http' });
  where = `the local Stripe on port ${port}`;
} else {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key)
    fail(
      "STRIPE_SECRET_KEY is not set. Set it to the account's secret key (sk_test_… or sk_live_…), or pass --local to target the local Stripe.",
    );
  if (!/^(sk|rk)_(test|live)_/.test(key))
    fail('STRIPE_SECRET_KEY does not look like a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key).');
  stripe = new Stripe(key);
  where = `Stripe (${key.includes('_live_') ? 'LIVE mode' : 'test mode'})`;
}

console.log(`Syncing the Kindred catalog with ${where}…`);
try {
  const report = await syncCatalogPrices(stripe);
  for (const line of report.createdProducts) console.log(`  created product ${line}`);
  for (const line of report.createdPrices) console.log(`  created price   ${line}`);
  for (const line of report.foundPrices) console.log(`  found price     ${line}`);
  for (const line of report.warnings) console.warn(`  WARNING ${line}`);
  console.log(
    `Done: ${report.createdPrices.length} price(s) and ${report.createdProducts.length} product(s) created, ${report.foundPrices.length} price(s) already there.`,
  );
} catch (error) {
  const hint = (error as { type?: string }).type === 'StripeConnectionError' ? ' Is it running?' : '';
  fail(`Setup failed: ${error instanceof Error ? error.message : String(error)}${hint}`);
}
