/** Webhook delivery: signatures, order, retries with backoff, giving up, resend, chaos and settled(). */
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test-support';

let harness: Harness;
afterEach(() => harness?.close());

const createCustomers = async (count: number) => {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1)
    ids.push((await harness.stripe.customers.create({ email: `c${i}@example.com` })).id);
  return ids;
};

describe('webhook delivery', () => {
  it('POSTs each event as signed JSON, one at a time in creation order', async () => {
    harness = await startHarness();
    let inFlight = 0;
    let maxInFlight = 0;
    harness.receiver.delayMs = () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
      }, 5);
      return 5;
    };
    const ids = await createCustomers(5);
    await harness.local.settled();
    expect(harness.receiver.received.map((r) => (r.event.data.object as { id: string }).id)).toEqual(ids);
    expect(harness.receiver.badSignatures).toBe(0);
    expect(maxInFlight).toBe(1);
    const [delivery] = await harness.local.admin.deliveries(harness.receiver.received[0].event.id);
    expect(delivery).toMatchObject({ status: 'delivered', reason: 'event', attempts: [{ statusCode: 200 }] });
  });

  it('signs with the wall clock even after the test clock moved', async () => {
    harness = await startHarness();
    await harness.local.admin.advance(400);
    await createCustomers(1);
    await harness.local.settled();
    // constructEvent's 300-second tolerance would reject a test-clock timestamp.
    expect(harness.receiver.received).toHaveLength(1);
    expect(harness.receiver.badSignatures).toBe(0);
    expect(harness.receiver.received[0].event.created).toBeGreaterThan(Date.now() / 1000 + 399 * 86400);
  });

  it('retries a failing endpoint with exponential backoff while later events go on', async () => {
    harness = await startHarness({ retryBaseMs: 20 });
    const emailOf = (event: { data: { object: object } }) => (event.data.object as { email?: string }).email;
    harness.receiver.respond = (event, seen) => (emailOf(event) === 'c0@example.com' && seen <= 3 ? 500 : 200);
    await createCustomers(2);
    await harness.local.settled();
    const [retried, other] = await harness.local.admin.deliveries();
    expect(retried.status).toBe('delivered');
    expect(retried.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 200]);
    const gaps = retried.attempts.slice(1).map((a, i) => Date.parse(a.at) - Date.parse(retried.attempts[i].at));
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[1]).toBeGreaterThanOrEqual(38);
    expect(gaps[2]).toBeGreaterThanOrEqual(78);
    // The second customer's event did not wait behind the retries.
    expect(other.attempts.map((a) => a.statusCode)).toEqual([200]);
    expect(harness.receiver.received.map((r) => emailOf(r.event))).toEqual(['c1@example.com', 'c0@example.com']);
    expect(harness.logs.some((line) => line.includes('retry 2 of 12 in 20 ms'))).toBe(true);
  });

  it('gives up after 12 attempts, and resend delivers again', async () => {
    // Sub-millisecond base: the same schedule, with timers clamped to 1 ms by Node.
    harness = await startHarness({ retryBaseMs: 0.2 });
    harness.receiver.respond = () => 503;
    await createCustomers(1);
    await harness.local.settled();
    const [failed] = await harness.local.admin.deliveries();
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toHaveLength(12);
    expect(failed.attempts.every((a) => a.statusCode === 503)).toBe(true);

    harness.receiver.respond = () => 200;
    const resent = await harness.local.admin.resend(failed.eventId);
    expect(resent).toMatchObject({ eventId: failed.eventId, reason: 'resend', status: 'pending' });
    await harness.local.settled();
    expect(harness.receiver.received.map((r) => r.event.id)).toEqual([failed.eventId]);
  });

  it('retries when nothing listens, and counts a network error as a failed attempt', async () => {
    harness = await startHarness({ retryBaseMs: 0.2, webhookUrl: 'http://localhost:9/nothing-here' });
    await createCustomers(1);
    await harness.local.settled();
    const [delivery] = await harness.local.admin.deliveries();
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts[0]).toMatchObject({ statusCode: null, error: expect.any(String) });
  });

  it('chaos duplicates sends every event n extra times', async () => {
    harness = await startHarness();
    expect(await harness.local.admin.setChaos({ duplicates: 2, reorder: false })).toEqual({
      duplicates: 2,
      reorder: false,
    });
    await createCustomers(2);
    await harness.local.settled();
    const ids = harness.receiver.received.map((r) => r.event.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(2);
  });

  it('chaos reorder holds a window of deliveries and sends them shuffled and concurrently', async () => {
    harness = await startHarness({ reorderWindowMs: 30 });
    await harness.local.admin.setChaos({ duplicates: 0, reorder: true });
    let inFlight = 0;
    let maxInFlight = 0;
    harness.receiver.delayMs = () => {
      const delay = 5 + Math.floor(Math.random() * 10);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
      }, delay);
      return delay;
    };
    let orders = 0;
    for (let round = 0; round < 5 && orders === 0; round += 1) {
      const start = harness.receiver.received.length;
      const ids = await createCustomers(8);
      await harness.local.settled();
      const got = harness.receiver.received.slice(start).map((r) => (r.event.data.object as { id: string }).id);
      expect([...got].sort()).toEqual([...ids].sort());
      if (got.join() !== ids.join()) orders += 1;
    }
    expect(orders).toBe(1);
    expect(maxInFlight).toBeGreaterThan(1);
  });

  it('settled() waits for retries that are scheduled but not yet due', async () => {
    harness = await startHarness({ retryBaseMs: 60 });
    harness.receiver.respond = (_, seen) => (seen === 1 ? 500 : 200);
    await createCustomers(1);
    const started = Date.now();
    await harness.local.settled();
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(harness.receiver.received).toHaveLength(1);
    const response = await fetch(`${harness.local.url}/_local/settled`, {
      headers: { Authorization: 'Bearer sk_test_local' },
    });
    expect(await response.json()).toEqual({ settled: true });
  });

  it('records events without a webhook URL and settles at once', async () => {
    harness = await startHarness({ receiver: false });
    await createCustomers(1);
    await harness.local.settled();
    expect(await harness.local.admin.deliveries()).toEqual([]);
    expect((await harness.local.admin.events()).map((e) => e.type)).toEqual(['customer.created']);
  });
});
