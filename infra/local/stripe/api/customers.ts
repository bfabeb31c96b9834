/** /v1/customers */
import {
  createCustomer,
  customerOrStub,
  deleteCustomer,
  liveCustomer,
  liveCustomers,
  updateCustomer,
} from '../billing/customers';
import { resourceMissing } from '../errors';
import { listResponse } from '../lists';
import { applyMetadata, optionalString, type Params } from '../params';
import { route } from './route';

/** Stripe clears a field sent as an empty string. */
const nullable = (params: Params, name: string) => {
  const value = optionalString(params, name);
  return value === undefined ? undefined : value === '' ? null : value;
};

export const customerRoutes = [
  route('POST', '/v1/customers', ({ store, params }) =>
    createCustomer(store, {
      email: nullable(params, 'email'),
      name: nullable(params, 'name'),
      description: nullable(params, 'description'),
      phone: nullable(params, 'phone'),
      metadata: applyMetadata({}, params),
    }),
  ),

  route('GET', '/v1/customers/:id', ({ store, path }) => customerOrStub(store, path.id)),

  route('POST', '/v1/customers/:id', ({ store, params, path }) => {
    const customer = liveCustomer(store, path.id);
    const paymentMethod = nullable(params, 'invoice_settings[default_payment_method]');
    if (paymentMethod && store.state.paymentMethods[paymentMethod]?.customer !== customer.id) {
      throw resourceMissing('PaymentMethod', paymentMethod, 'invoice_settings[default_payment_method]');
    }
    return updateCustomer(store, customer, (c) => {
      for (const field of ['email', 'name', 'description', 'phone'] as const) {
        const value = nullable(params, field);
        if (value !== undefined) c[field] = value;
      }
      c.metadata = applyMetadata(c.metadata, params);
      if (paymentMethod !== undefined)
        c.invoice_settings = { ...c.invoice_settings, default_payment_method: paymentMethod };
    });
  }),

  route('DELETE', '/v1/customers/:id', ({ store, path }) => deleteCustomer(store, path.id)),

  route('GET', '/v1/customers', ({ store, params }) => {
    const email = optionalString(params, 'email');
    const customers = liveCustomers(store).filter((c) => email === undefined || c.email === email);
    return listResponse(customers, params, '/v1/customers', 'customer');
  }),

  route('GET', '/v1/customers/:id/payment_methods', ({ store, params, path }) => {
    liveCustomer(store, path.id);
    const methods = Object.values(store.state.paymentMethods).filter((pm) => pm.customer === path.id);
    return listResponse(methods, params, `/v1/customers/${path.id}/payment_methods`, 'payment_method');
  }),
];
