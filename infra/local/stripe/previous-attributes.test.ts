import { describe, expect, it } from 'vitest';
import { previousAttributes, trackChanges } from './previous-attributes';

describe('previous_attributes', () => {
  it('keeps the old values of changed fields only, nested objects key by key', () => {
    expect(
      previousAttributes(
        { status: 'trialing', cancel_at: null, metadata: { a: '1', b: '2' }, same: 1 },
        { status: 'active', cancel_at: 5, metadata: { a: '1', b: '3', c: '4' }, same: 1 },
      ),
    ).toEqual({ status: 'trialing', cancel_at: null, metadata: { b: '2', c: null } });
  });

  it('reports arrays whole', () => {
    expect(
      previousAttributes(
        { items: { data: [{ id: 'si_1', price: 'a' }] } },
        { items: { data: [{ id: 'si_1', price: 'b' }] } },
      ),
    ).toEqual({ items: { data: [{ id: 'si_1', price: 'a' }] } });
  });

  it('tracks a change in place', () => {
    const subscription = { status: 'active', cancel_at_period_end: false };
    expect(
      trackChanges(subscription, (s) => {
        s.cancel_at_period_end = true;
      }),
    ).toEqual({ cancel_at_period_end: false });
    expect(trackChanges(subscription, () => {})).toEqual({});
  });
});
