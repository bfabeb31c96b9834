/** No input takes the server down: malformed forms and JSON, huge bodies, odd paths, handler bugs. */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from './http/api-request';
import { StripeStore } from './store';
import { SECRET_KEY, startHarness, type Harness } from './test-support';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ receiver: false });
});
afterAll(() => harness.close());

const auth = { Authorization: `Bearer ${SECRET_KEY}` };

describe('robustness', () => {
  it('answers malformed form bodies with Stripe errors, not crashes', async () => {
    const bodies = [
      'line_items=%ZZ&mode[]=x',
      'metadata[a][b][c][d][e][f][g][h][i][j]=1',
      'line_items[0][price][x]=1&mode=payment',
      '&&&===',
      'expand[0][x]=1',
      'limit=1e3',
      '\u0000\uffff',
      'mode=subscription&line_items[0][price]=price_x&line_items[0][quantity]=-1',
    ];
    for (const body of bodies) {
      for (const path of ['/v1/checkout/sessions', '/v1/customers', '/v1/prices']) {
        const response = await fetch(`${harness.local.url}${path}`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        });
        expect([200, 400, 404]).toContain(response.status);
        expect((await response.json()) as object).toBeTypeOf('object');
      }
    }
    const list = await fetch(`${harness.local.url}/v1/customers?limit[x]=1&starting_after=cus_nope`, { headers: auth });
    expect(list.status).toBe(400);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await fetch(`${harness.local.url}/v1/customers`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `description=${'x'.repeat(1_100_000)}`,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toContain('too large');
  });

  it('answers bad JSON and bad values on the admin API with 400', async () => {
    const post = (path: string, body: string) =>
      fetch(`${harness.local.url}${path}`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body,
      });
    expect((await post('/_local/advance', '{ nope')).status).toBe(400);
    expect((await post('/_local/advance', '[1]')).status).toBe(400);
    expect((await post('/_local/advance', '{"days":"soon"}')).status).toBe(400);
    expect((await post('/_local/advance', '{"days":-1}')).status).toBe(400);
    expect((await post('/_local/chaos', '{"duplicates":99}')).status).toBe(400);
    expect((await post('/_local/events/evt_nope/resend', '')).status).toBe(404);
    expect((await fetch(`${harness.local.url}/_local/events`)).status).toBe(401);
  });

  it('survives odd paths, encodings and raw garbage on the socket', async () => {
    for (const path of [
      '/v1/customers/%E0%A4%A',
      '/v1/customers/..%2F..',
      '//v1/customers',
      '/checkout/%ZZ',
      '/portal/x/y/z',
      '/_local/../v1',
    ]) {
      const response = await fetch(`${harness.local.url}${path}`, { headers: auth });
      expect(response.status).toBeLessThan(500);
    }
    await new Promise<void>((resolve) => {
      const socket = connect(harness.local.port, 'localhost', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', () => socket.destroy());
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    expect((await fetch(`${harness.local.url}/v1/customers`, { headers: auth })).status).toBe(200);
  });

  it('turns a handler bug into a logged 500 api_error', () => {
    // A corrupt object, as a hand-edited state file could hold, makes the list handler throw a TypeError.
    const logs: string[] = [];
    const store = new StripeStore({ log: (line) => logs.push(line), publicUrl: 'http://localhost' });
    store.state.subscriptions.sub_corrupt = { id: 'sub_corrupt' } as never;
    const response = handleApiRequest(
      {
        method: 'GET',
        path: '/v1/subscriptions',
        query: 'price=price_x',
        body: '',
        authorization: `Bearer ${SECRET_KEY}`,
        idempotencyKey: undefined,
      },
      { store, secretKey: SECRET_KEY, log: (line) => logs.push(line) },
    );
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ error: { type: 'api_error', message: expect.any(String) } });
    expect(logs.some((line) => line.startsWith('GET /v1/subscriptions failed (answered 500): TypeError'))).toBe(true);
  });
});
