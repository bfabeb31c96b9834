import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_KEY, startHarness, type Harness } from './test-support';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ receiver: false });
});
afterAll(() => harness.close());

describe('a Stripe outage', () => {
  it('makes the next N API calls answer 500 api_error, then the API works again', async () => {
    await harness.local.admin.setOutage(2);
    for (let i = 0; i < 2; i++)
      await expect(harness.stripe.customers.list()).rejects.toMatchObject({ type: 'StripeAPIError', statusCode: 500 });
    await expect(harness.stripe.customers.list()).resolves.toMatchObject({ object: 'list' });
  });

  it('is set over /_local too, and refuses nonsense', async () => {
    const post = (body: unknown) =>
      fetch(`${harness.local.url}/_local/outage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await (await post({ requests: 1 })).json()).toEqual({ failingRequests: 1 });
    expect((await post({ requests: -1 })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    await harness.local.admin.setOutage(0);
    await expect(harness.stripe.customers.list()).resolves.toMatchObject({ object: 'list' });
  });
});
