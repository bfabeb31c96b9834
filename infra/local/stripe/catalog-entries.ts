/**
 * The catalog (shared/billing/catalog.ts) as the Stripe products and prices
 * it becomes: one product per plan tier ('Kindred Gold', with a monthly and
 * a yearly price) and one per one-time product. Both the local Stripe's seed
 * and `npm run stripe:setup` read this list, so they cannot drift apart.
 */
import { CURRENCY, ONE_TIME_PRODUCTS, PLANS, PLAN_KEYS, PRODUCT_KEYS } from '#shared/billing/catalog.ts';

/** Product metadata key that finds our products again (names can be edited in the dashboard). */
export const PRODUCT_METADATA_KEY = 'kindred_product';

export type CatalogEntry = {
  /** 'gold' for a plan tier, 'boost' for a one-time product: the value of PRODUCT_METADATA_KEY. */
  productKey: string;
  productName: string;
  productDescription: string | null;
  lookupKey: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year' | null;
};

export function catalogEntries(): CatalogEntry[] {
  const plans = PLAN_KEYS.map((key): CatalogEntry => {
    const plan = PLANS[key];
    return {
      productKey: plan.tier,
      productName: plan.productName,
      productDescription: null,
      lookupKey: plan.lookupKey,
      amount: plan.amountCents,
      currency: CURRENCY,
      interval: plan.interval === 'monthly' ? 'month' : 'year',
    };
  });
  const products = PRODUCT_KEYS.map((key): CatalogEntry => {
    const product = ONE_TIME_PRODUCTS[key];
    return {
      productKey: product.key,
      productName: product.name,
      productDescription: product.description,
      lookupKey: product.lookupKey,
      amount: product.amountCents,
      currency: CURRENCY,
      interval: null,
    };
  });
  return [...plans, ...products];
}
