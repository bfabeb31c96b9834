/**
 * Makes a Stripe account sell the catalog: every lookup key has a price,
 * under a product per plan tier / one-time product. Idempotent: it looks
 * prices up by lookup key and products by metadata (then by name) before
 * creating anything, and creates with idempotency keys, so a rerun (or a
 * retried request) never creates twice. It never changes an existing price:
 * a lookup key whose amount differs from the catalog is reported, because
 * repricing in Stripe is a decision (new price + transfer_lookup_key), not a sync.
 */
import type Stripe from 'stripe';
import { PRODUCT_METADATA_KEY, catalogEntries, type CatalogEntry } from './catalog-entries';

export type SyncReport = {
  createdProducts: string[];
  createdPrices: string[];
  foundPrices: string[];
  warnings: string[];
};

const dollars = (cents: number | null) => (cents === null ? 'no fixed amount' : `$${(cents / 100).toFixed(2)}`);

function mismatch(entry: CatalogEntry, price: Stripe.Price): string | undefined {
  const problems: string[] = [];
  if (price.unit_amount !== entry.amount)
    problems.push(`amount ${dollars(price.unit_amount)} (catalog: ${dollars(entry.amount)})`);
  if (price.currency !== entry.currency) problems.push(`currency ${price.currency} (catalog: ${entry.currency})`);
  if ((price.recurring?.interval ?? null) !== entry.interval)
    problems.push(`interval ${price.recurring?.interval ?? 'one-time'} (catalog: ${entry.interval ?? 'one-time'})`);
  if (!price.active) problems.push('it is archived');
  if (!problems.length) return undefined;
  return (
    `${entry.lookupKey}: Stripe's price ${price.id} has ${problems.join(', ')}; left unchanged. ` +
    'To reprice, create a new price with this lookup key and transfer_lookup_key=true.'
  );
}

export async function syncCatalogPrices(
  stripe: Stripe,
  entries: CatalogEntry[] = catalogEntries(),
): Promise<SyncReport> {
  const report: SyncReport = { createdProducts: [], createdPrices: [], foundPrices: [], warnings: [] };
  const byLookupKey = new Map<string, Stripe.Price>();
  // Stripe takes at most 10 lookup keys per list call.
  for (let i = 0; i < entries.length; i += 10) {
    const keys = entries.slice(i, i + 10).map((entry) => entry.lookupKey);
    const { data } = await stripe.prices.list({ lookup_keys: keys, limit: 100 });
    for (const price of data) if (price.lookup_key) byLookupKey.set(price.lookup_key, price);
  }

  let products: Stripe.Product[] | undefined;
  const productFor = async (entry: CatalogEntry): Promise<Stripe.Product> => {
    products ??= await stripe.products.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 });
    const found =
      products.find((p) => p.metadata[PRODUCT_METADATA_KEY] === entry.productKey) ??
      products.find((p) => p.active && p.name === entry.productName);
    if (found) return found;
    const created = await stripe.products.create(
      {
        name: entry.productName,
        metadata: { [PRODUCT_METADATA_KEY]: entry.productKey },
        ...(entry.productDescription ? { description: entry.productDescription } : {}),
      },
      { idempotencyKey: `kindred-setup-product-${entry.productKey}` },
    );
    products.push(created);
    report.createdProducts.push(`${created.name} (${created.id})`);
    return created;
  };

  for (const entry of entries) {
    const existing = byLookupKey.get(entry.lookupKey);
    if (existing) {
      report.foundPrices.push(`${entry.lookupKey} (${existing.id})`);
      const problem = mismatch(entry, existing);
      if (problem) report.warnings.push(problem);
      continue;
    }
    const product = await productFor(entry);
    const price = await stripe.prices.create(
      {
        product: product.id,
        unit_amount: entry.amount,
        currency: entry.currency,
        lookup_key: entry.lookupKey,
        ...(entry.interval ? { recurring: { interval: entry.interval } } : {}),
      },
      { idempotencyKey: `kindred-setup-price-${entry.lookupKey}-${entry.amount}-${entry.interval ?? 'once'}` },
    );
    report.createdPrices.push(
      `${entry.lookupKey} ${dollars(entry.amount)}${entry.interval ? `/${entry.interval}` : ''} (${price.id})`,
    );
  }
  return report;
}
