/** With a data file, everything survives a restart; the catalog is not seeded twice. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalStripe } from './local-stripe';
import { SECRET_KEY, WEBHOOK_SECRET, catalogPrice, sdkFor, startReceiver } from './test-support';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const start = (dataFile: string, webhookUrl = '') =>
  startLocalStripe({
    port: 0,
    secretKey: SECRET_KEY,
    webhookUrl,
    webhookSecret: WEBHOOK_SECRET,
    dataFile,
    log: () => {},
    retryBaseMs: 5,
  });

describe('persistence', () => {
  it('keeps objects, events, deliveries, the clock and idempotency records across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'local-stripe-'));
    dirs.push(dir);
    const dataFile = join(dir, 'stripe.json');
    const receiver = await startReceiver();

    const first = await start(dataFile, receiver.url);
    const stripe = sdkFor(first);
    const customer = await stripe.customers.create({ email: 'keep@example.com' }, { idempotencyKey: 'keep-key' });
    await first.admin.advance(5);
    await first.settled();
    const priceId = (await catalogPrice(stripe, 'kindred_gold_monthly')).id;
    await first.close();
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).version).toBe(1);

    const second = await start(dataFile, receiver.url);
    const again = sdkFor(second);
    expect(await again.customers.retrieve(customer.id)).toMatchObject({ email: 'keep@example.com' });
    expect((await again.customers.create({ email: 'keep@example.com' }, { idempotencyKey: 'keep-key' })).id).toBe(
      customer.id,
    );
    expect((await second.admin.clock()).offsetSeconds).toBe(5 * 86_400);
    expect((await second.admin.events()).map((e) => e.type)).toEqual(['customer.created']);
    expect((await second.admin.deliveries())[0]).toMatchObject({ status: 'delivered' });
    expect((await catalogPrice(again, 'kindred_gold_monthly')).id).toBe(priceId);
    expect((await again.prices.list({ limit: 100 })).data).toHaveLength(9);
    await second.close();
    await receiver.close();
  });

  it('resends deliveries still pending when it stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'local-stripe-'));
    dirs.push(dir);
    const dataFile = join(dir, 'stripe.json');
    const first = await start(dataFile, 'http://localhost:9/down');
    await sdkFor(first).customers.create({});
    await first.close();

    const receiver = await startReceiver();
    const second = await start(dataFile, receiver.url);
    await second.settled();
    expect(receiver.types()).toEqual(['customer.created']);
    await second.close();
    await receiver.close();
  });

  it('moves an unreadable state file aside and starts empty', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'local-stripe-'));
    dirs.push(dir);
    const dataFile = join(dir, 'stripe.json');
    writeFileSync(dataFile, '{ not json');
    const lines: string[] = [];
    const local = await startLocalStripe({
      port: 0,
      secretKey: SECRET_KEY,
      webhookUrl: '',
      webhookSecret: 'x',
      dataFile,
      log: (l) => lines.push(l),
    });
    expect(lines.some((line) => line.startsWith('state file unreadable'))).toBe(true);
    expect((await sdkFor(local).prices.list({ limit: 100 })).data).toHaveLength(9);
    await local.close();
  });
});
