/** Customers: created by the API or by Checkout, and deleted with their subscriptions. */
import { randomBytes } from 'node:crypto';
import { resourceMissing } from '../errors';
import { newId } from '../ids';
import { trackChanges } from '../previous-attributes';
import type { StripeStore } from '../store';
import type { Customer, DeletedCustomer, Metadata } from '../types';
import { endSubscription, isLive } from './subscriptions';

export type NewCustomer = {
  email?: string | null;
  name?: string | null;
  description?: string | null;
  phone?: string | null;
  metadata?: Metadata;
};

export function createCustomer(store: StripeStore, input: NewCustomer): Customer {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: store.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description ?? null,
    discount: null,
    email: input.email ?? null,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: input.metadata ?? {},
    name: input.name ?? null,
    next_invoice_sequence: 1,
    phone: input.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  store.state.customers[customer.id] = customer;
  store.emit('customer.created', customer);
  return customer;
}

const isDeleted = (customer: Customer | DeletedCustomer): customer is DeletedCustomer => 'deleted' in customer;

/** Retrieve answers a deleted customer with its stub; every other use treats it as missing, as Stripe does. */
export function customerOrStub(store: StripeStore, id: string): Customer | DeletedCustomer {
  if (!Object.hasOwn(store.state.customers, id)) throw resourceMissing('customer', id);
  return store.state.customers[id];
}

export function liveCustomer(store: StripeStore, id: string, param = 'id'): Customer {
  const customer = Object.hasOwn(store.state.customers, id) ? store.state.customers[id] : undefined;
  if (!customer || isDeleted(customer)) throw resourceMissing('customer', id, param);
  return customer;
}

export function liveCustomers(store: StripeStore): Customer[] {
  return Object.values(store.state.customers).filter((customer): customer is Customer => !isDeleted(customer));
}

/** Applies a change and emits customer.updated with what changed (nothing changed, no event). */
export function updateCustomer(store: StripeStore, customer: Customer, change: (customer: Customer) => void): Customer {
  const changed = trackChanges(customer, change);
  if (Object.keys(changed).length) store.emit('customer.updated', customer, changed);
  return customer;
}

/**
 * Deleting a customer cancels its subscriptions at once (one
 * customer.subscription.deleted each), then emits customer.deleted with the
 * customer as it was. Its id then retrieves as `{ id, object, deleted: true }`.
 */
export function deleteCustomer(store: StripeStore, id: string): DeletedCustomer {
  const customer = liveCustomer(store, id);
  for (const subscription of Object.values(store.state.subscriptions)) {
    if (subscription.customer === id && isLive(subscription))
      endSubscription(store, subscription, 'cancellation_requested');
  }
  const stub: DeletedCustomer = { id, object: 'customer', deleted: true };
  store.state.customers[id] = stub;
  store.emit('customer.deleted', customer);
  return stub;
}
