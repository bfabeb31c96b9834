import { describe, expect, it } from 'vitest';
import { eventsTable } from './events-table';
import type { Delivery, StripeEvent } from './types';

const event = (id: string, type: StripeEvent['type']): StripeEvent => ({
  id,
  type,
  object: 'event',
  api_version: 'x',
  created: Date.parse('2026-11-22T10:00:00Z') / 1000,
  data: { object: {} },
  livemode: false,
  pending_webhooks: 0,
  request: { id: null, idempotency_key: null },
});
const delivery = (eventId: string, status: Delivery['status'], codes: Array<number | null>): Delivery => ({
  id: `whd_${eventId}`,
  eventId,
  eventType: 't',
  url: 'u',
  reason: 'event',
  status,
  nextAttemptAt: null,
  createdAt: '',
  attempts: codes.map((statusCode) => ({ at: '', statusCode, durationMs: 1 })),
});

describe('the events table', () => {
  it('lists id, type, time and delivery status', () => {
    const table = eventsTable(
      [event('evt_1', 'customer.created'), event('evt_2', 'invoice.paid'), event('evt_3', 'invoice.created')],
      [
        delivery('evt_1', 'delivered', [200]),
        delivery('evt_2', 'failed', Array(12).fill(500)),
        delivery('evt_3', 'pending', [null]),
      ],
    );
    expect(table.split('\n')).toEqual([
      'ID     TYPE              CREATED (test clock, UTC)  DELIVERY',
      'evt_1  customer.created  2026-11-22 10:00:00        delivered',
      'evt_2  invoice.paid      2026-11-22 10:00:00        failed (12 attempts, last 500)',
      'evt_3  invoice.created   2026-11-22 10:00:00        pending (1 attempt(s), last no answer)',
    ]);
  });
});
