import { afterEach, describe, expect, it } from 'vitest';
import { startLocalStripe, type LocalStripe } from './local-stripe';
import { SECRET_KEY, sdkFor } from './test-support';
import { syncCatalogPrices } from './sync-catalog-prices';

let local: LocalStripe;
afterEach(() => local.close());

const startEmpty = async () => {
  local = await startLocalStripe({
    port: 0,
    secretKey: SECRET_KEY,
    webhookUrl: '',
    webhookSecret: 'x',
    log: () => {},
    seedCatalog: false,
  });
  return sdkFor(local);
};

describe('npm run stripe:setup', () => {
  it('creates the catalog once, and nothing on a second run', async () => {
    const stripe = await startEmpty();
    // A product made by hand earlier is found by name and reused.
    await stripe.products.create({ name: 'Kindred Gold' });

    const first = await syncCatalogPrices(stripe);
    expect(first.createdPrices).toHaveLength(9);
    expect(first.createdProducts.map((p) => p.split(' (')[0]).sort()).toEqual([
      'Boost',
      'Elite Match',
      'Kindred Basic',
      'Kindred Premium',
      'Super Boost',
    ]);
    expect(first.warnings).toEqual([]);

    const second = await syncCatalogPrices(stripe);
    expect(second).toMatchObject({ createdPrices: [], createdProducts: [], warnings: [] });
    expect(second.foundPrices).toHaveLength(9);

    const gold = (
      await stripe.prices.list({
        lookup_keys: ['kindred_gold_monthly', 'kindred_gold_yearly'],
        expand: ['data.product'],
      })
    ).data;
    expect(gold.map((p) => (p.product as { name: string }).name)).toEqual(['Kindred Gold', 'Kindred Gold']);
    expect((await stripe.products.list({ limit: 100 })).data).toHaveLength(6);
  });

  it('warns about a lookup key with another amount and leaves it alone', async () => {
    const stripe = await startEmpty();
    await syncCatalogPrices(stripe);
    const boost = (await stripe.prices.list({ lookup_keys: ['kindred_boost'] })).data[0];
    const repriced = await stripe.prices.create({
      product: boost.product as string,
      unit_amount: 399,
      currency: 'usd',
      lookup_key: 'kindred_boost',
      transfer_lookup_key: true,
    });

    const report = await syncCatalogPrices(stripe);
    expect(report.createdPrices).toEqual([]);
    expect(report.warnings).toEqual([
      expect.stringContaining(
        `kindred_boost: Stripe's price ${repriced.id} has amount $3.99 (catalog: $2.99); left unchanged.`,
      ),
    ]);
    expect((await stripe.prices.list({ lookup_keys: ['kindred_boost'] })).data[0].id).toBe(repriced.id);
  });
});
