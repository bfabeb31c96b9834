import { describe, expect, it } from 'vitest';
import { expandObject } from './expand';
import { StripeApiError } from './errors';

const objects: Record<string, Record<string, unknown>> = {
  pi_1: { id: 'pi_1', object: 'payment_intent', latest_charge: 'ch_1' },
  ch_1: { id: 'ch_1', object: 'charge' },
  prod_1: { id: 'prod_1', object: 'product' },
};
const resolve = (id: string) => objects[id];

describe('expand[]', () => {
  it('expands ids along dotted paths, through lists', () => {
    const session = { id: 'cs_1', payment_intent: 'pi_1', subscription: null };
    expect(expandObject(session, ['payment_intent.latest_charge', 'subscription'], resolve)).toEqual({
      id: 'cs_1',
      subscription: null,
      payment_intent: { id: 'pi_1', object: 'payment_intent', latest_charge: { id: 'ch_1', object: 'charge' } },
    });
    const list = { object: 'list', data: [{ id: 'price_1', product: 'prod_1' }] };
    expect(expandObject(list, ['data.product'], resolve).data[0].product).toEqual({ id: 'prod_1', object: 'product' });
  });

  it('refuses a path that names nothing expandable, as Stripe does', () => {
    expect(() => expandObject({ id: 'x', name: 'plain text' }, ['name'], resolve)).toThrow(StripeApiError);
    expect(() => expandObject({ id: 'x' }, ['nope'], resolve)).toThrow('This property cannot be expanded (nope).');
  });
});
