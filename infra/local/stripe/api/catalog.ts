/** /v1/products and /v1/prices */
import { createPrice, createProduct, findPriceByLookupKey } from '../billing/catalog';
import { invalidRequest, parameterMissing, resourceMissing } from '../errors';
import { listResponse } from '../lists';
import { trackChanges } from '../previous-attributes';
import {
  applyMetadata,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalString,
  required,
  requiredString,
  stringList,
  valueAt,
} from '../params';
import type { StripeStore } from '../store';
import type { Price, Product } from '../types';
import { route } from './route';

function findProduct(store: StripeStore, id: string, param = 'id'): Product {
  if (!Object.hasOwn(store.state.products, id)) throw resourceMissing('product', id, param);
  return store.state.products[id];
}

function findPrice(store: StripeStore, id: string): Price {
  if (!Object.hasOwn(store.state.prices, id)) throw resourceMissing('price', id);
  return store.state.prices[id];
}

export const catalogRoutes = [
  route('POST', '/v1/products', ({ store, params }) =>
    createProduct(store, {
      id: optionalString(params, 'id'),
      name: requiredString(params, 'name'),
      description: optionalString(params, 'description') || null,
      metadata: applyMetadata({}, params),
      active: optionalBoolean(params, 'active'),
    }),
  ),

  route('GET', '/v1/products/:id', ({ store, path }) => findProduct(store, path.id)),

  route('POST', '/v1/products/:id', ({ store, params, path }) => {
    const product = findProduct(store, path.id);
    const changed = trackChanges(product, (p) => {
      const name = optionalString(params, 'name');
      if (name) p.name = name;
      const description = optionalString(params, 'description');
      if (description !== undefined) p.description = description || null;
      p.active = optionalBoolean(params, 'active') ?? p.active;
      p.metadata = applyMetadata(p.metadata, params);
    });
    if (Object.keys(changed).length) {
      product.updated = store.now();
      store.emit('product.updated', product, changed);
    }
    return product;
  }),

  route('GET', '/v1/products', ({ store, params }) => {
    const active = optionalBoolean(params, 'active');
    const ids = stringList(params, 'ids');
    const products = Object.values(store.state.products).filter(
      (p) => (active === undefined || p.active === active) && (!ids.length || ids.includes(p.id)),
    );
    return listResponse(products, params, '/v1/products', 'product');
  }),

  route('POST', '/v1/prices', ({ store, params }) => {
    let product = optionalString(params, 'product');
    if (product) findProduct(store, product, 'product');
    else if (valueAt(params, 'product_data') !== undefined)
      product = createProduct(store, {
        name: requiredString(params, 'product_data[name]'),
        metadata: applyMetadata({}, params, 'product_data[metadata]'),
      }).id;
    else throw parameterMissing('product');
    const recurring = valueAt(params, 'recurring') !== undefined;
    return createPrice(store, {
      product,
      unitAmount: required(optionalInteger(params, 'unit_amount', { min: 0 }), 'unit_amount'),
      currency: requiredString(params, 'currency'),
      interval: recurring
        ? required(
            optionalEnum(params, 'recurring[interval]', ['day', 'week', 'month', 'year'] as const),
            'recurring[interval]',
          )
        : null,
      intervalCount: optionalInteger(params, 'recurring[interval_count]', { min: 1, max: 12 }),
      lookupKey: optionalString(params, 'lookup_key') || null,
      transferLookupKey: optionalBoolean(params, 'transfer_lookup_key'),
      nickname: optionalString(params, 'nickname') || null,
      metadata: applyMetadata({}, params),
      active: optionalBoolean(params, 'active'),
    });
  }),

  route('GET', '/v1/prices/:id', ({ store, path }) => findPrice(store, path.id)),

  route('POST', '/v1/prices/:id', ({ store, params, path }) => {
    const price = findPrice(store, path.id);
    const lookupKey = optionalString(params, 'lookup_key');
    if (lookupKey) {
      const holder = findPriceByLookupKey(store, lookupKey);
      if (holder && holder.id !== price.id) {
        if (!optionalBoolean(params, 'transfer_lookup_key'))
          throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, { param: 'lookup_key' });
        const moved = trackChanges(holder, (h) => {
          h.lookup_key = null;
        });
        store.emit('price.updated', holder, moved);
      }
    }
    const changed = trackChanges(price, (p) => {
      if (lookupKey !== undefined) p.lookup_key = lookupKey || null;
      p.active = optionalBoolean(params, 'active') ?? p.active;
      const nickname = optionalString(params, 'nickname');
      if (nickname !== undefined) p.nickname = nickname || null;
      p.metadata = applyMetadata(p.metadata, params);
    });
    if (Object.keys(changed).length) store.emit('price.updated', price, changed);
    return price;
  }),

  route('GET', '/v1/prices', ({ store, params }) => {
    const active = optionalBoolean(params, 'active');
    const product = optionalString(params, 'product');
    const type = optionalEnum(params, 'type', ['one_time', 'recurring'] as const);
    const currency = optionalString(params, 'currency');
    const interval = optionalString(params, 'recurring[interval]');
    const lookupKeys = stringList(params, 'lookup_keys');
    if (lookupKeys.length > 10)
      throw invalidRequest('You may only specify up to 10 lookup keys.', { param: 'lookup_keys' });
    const prices = Object.values(store.state.prices).filter(
      (p) =>
        (active === undefined || p.active === active) &&
        (!product || p.product === product) &&
        (!type || p.type === type) &&
        (!currency || p.currency === currency) &&
        (!interval || p.recurring?.interval === interval) &&
        (!lookupKeys.length || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key))),
    );
    return listResponse(prices, params, '/v1/prices', 'price');
  }),
];
