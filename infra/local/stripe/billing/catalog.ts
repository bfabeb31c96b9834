/** Products and prices: created through the API or seeded from the catalog. */
import { PRODUCT_METADATA_KEY, catalogEntries } from '../catalog-entries';
import { invalidRequest, resourceMissing } from '../errors';
import { newId } from '../ids';
import type { StripeStore } from '../store';
import type { Interval } from '../time';
import type { Metadata, Plan, Price, Product } from '../types';

/** The interval a local price bills in: the SDK's list without its open-ended `OtherString`, which no local price has. */
export const intervalOf = (price: Price): Interval => (price.recurring?.interval ?? 'month') as Interval;
export const intervalCountOf = (price: Price): number => price.recurring?.interval_count ?? 1;
/** Local prices always have a unit amount (no tiers, no custom amounts). */
export const unitAmountOf = (price: Price): number => price.unit_amount ?? 0;

export type NewProduct = {
  id?: string;
  name: string;
  description?: string | null;
  metadata?: Metadata;
  active?: boolean;
};

/** `emit: false` for the seed: the catalog is the account's existing state, not news for the webhook. */
export function createProduct(store: StripeStore, input: NewProduct, options: { emit?: boolean } = {}): Product {
  if (input.id !== undefined && Object.hasOwn(store.state.products, input.id)) {
    throw invalidRequest(`Product already exists.`, { param: 'id', code: 'resource_already_exists' });
  }
  const now = store.now();
  const product: Product = {
    id: input.id ?? newId('prod'),
    object: 'product',
    active: input.active ?? true,
    created: now,
    default_price: null,
    description: input.description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata ?? {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  };
  store.state.products[product.id] = product;
  if (options.emit ?? true) store.emit('product.created', product);
  return product;
}

export type NewPrice = {
  product: string;
  unitAmount: number;
  currency: string;
  interval?: Interval | null;
  intervalCount?: number;
  lookupKey?: string | null;
  transferLookupKey?: boolean;
  nickname?: string | null;
  metadata?: Metadata;
  active?: boolean;
};

export function findPriceByLookupKey(store: StripeStore, lookupKey: string): Price | undefined {
  return Object.values(store.state.prices).find((price) => price.lookup_key === lookupKey);
}

export function createPrice(store: StripeStore, input: NewPrice, options: { emit?: boolean } = {}): Price {
  if (!Object.hasOwn(store.state.products, input.product)) throw resourceMissing('product', input.product, 'product');
  if (input.lookupKey) {
    const holder = findPriceByLookupKey(store, input.lookupKey);
    if (holder && !input.transferLookupKey) {
      throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, { param: 'lookup_key' });
    }
    if (holder) {
      holder.lookup_key = null;
      if (options.emit ?? true) store.emit('price.updated', holder, { lookup_key: input.lookupKey });
    }
  }
  const price: Price = {
    id: newId('price'),
    object: 'price',
    active: input.active ?? true,
    billing_scheme: 'per_unit',
    created: store.now(),
    currency: input.currency.toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey ?? null,
    metadata: input.metadata ?? {},
    nickname: input.nickname ?? null,
    product: input.product,
    recurring: input.interval
      ? {
          interval: input.interval,
          interval_count: input.intervalCount ?? 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.interval ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
  store.state.prices[price.id] = price;
  if (options.emit ?? true) store.emit('price.created', price);
  return price;
}

/** The legacy `plan` Stripe still puts beside `price` on subscription items. */
export function planFromPrice(price: Price): Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: String(price.unit_amount),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: intervalOf(price),
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/**
 * Seeds the catalog's products and prices, finding what already exists by
 * lookup key and product metadata, so loading persisted state seeds nothing twice.
 */
export function seedCatalog(store: StripeStore): { created: string[] } {
  const created: string[] = [];
  for (const entry of catalogEntries()) {
    if (findPriceByLookupKey(store, entry.lookupKey)) continue;
    const product =
      Object.values(store.state.products).find((p) => p.metadata[PRODUCT_METADATA_KEY] === entry.productKey) ??
      createProduct(
        store,
        {
          name: entry.productName,
          description: entry.productDescription,
          metadata: { [PRODUCT_METADATA_KEY]: entry.productKey },
        },
        { emit: false },
      );
    createPrice(
      store,
      {
        product: product.id,
        unitAmount: entry.amount,
        currency: entry.currency,
        interval: entry.interval,
        lookupKey: entry.lookupKey,
      },
      { emit: false },
    );
    created.push(entry.lookupKey);
  }
  return { created };
}
