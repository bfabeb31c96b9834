import { describe, expect, it } from 'vitest';
import { MAX_STORED_EVENTS, StripeStore } from './store';

describe('the store', () => {
  it('stamps events with the test clock and the request that caused them', () => {
    const store = new StripeStore({ log: () => {}, publicUrl: 'http://localhost' });
    store.moveClock(3600);
    const event = store.duringRequest({ id: 'req_1', idempotency_key: 'k' }, () =>
      store.emit('customer.created', { id: 'cus_1' }),
    );
    expect(event).toMatchObject({
      type: 'customer.created',
      request: { id: 'req_1', idempotency_key: 'k' },
      data: { object: { id: 'cus_1' } },
    });
    expect(event.created).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
    expect(store.at(42, () => store.emit('customer.updated', {})).created).toBe(42);
    expect(store.emit('customer.deleted', {}).request).toEqual({ id: null, idempotency_key: null });
  });

  it('snapshots the object: later changes do not alter the event', () => {
    const store = new StripeStore({ log: () => {}, publicUrl: 'http://localhost' });
    const customer = { id: 'cus_1', name: 'Ada' };
    const event = store.emit('customer.created', customer);
    customer.name = 'Grace';
    expect(event.data.object.name).toBe('Ada');
  });

  it(`keeps at most ${MAX_STORED_EVENTS} events, never one still owed to the webhook`, () => {
    const store = new StripeStore({ log: () => {}, publicUrl: 'http://localhost' });
    const first = store.emit('invoice.created', {});
    store.state.deliveries.whd_1 = {
      id: 'whd_1',
      eventId: first.id,
      eventType: 'invoice.created',
      url: 'u',
      reason: 'event',
      status: 'pending',
      attempts: [],
      nextAttemptAt: 0,
      createdAt: '',
    };
    const second = store.emit('invoice.paid', {});
    for (let i = 0; i < MAX_STORED_EVENTS; i += 1) store.emit('invoice.updated', {});
    expect(Object.keys(store.state.events).length).toBeLessThanOrEqual(MAX_STORED_EVENTS);
    expect(store.state.events[first.id]).toBeDefined();
    expect(store.state.events[second.id]).toBeUndefined();
  });
});
