/** Error shapes, authentication and idempotency keys, as the SDK and raw HTTP see them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { SECRET_KEY, catalogPrice, sdkFor, startHarness, type Harness } from './test-support';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ receiver: false });
});
afterAll(() => harness.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${harness.local.url}${path}`, {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });

async function sdkError(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to fail');
}

describe('errors', () => {
  it('answers a missing or wrong key with 401', async () => {
    const missing = await fetch(`${harness.local.url}/v1/customers`);
    expect(missing.status).toBe(401);
    expect((await missing.json()).error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringContaining('You did not provide an API key'),
    });

    const wrong = await sdkError(sdkFor(harness.local, 'sk_test_wrong_key').customers.list());
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.message).toBe('Invalid API Key provided: sk_test_*****_key');
  });

  it('shapes missing resources, missing params and bad values as Stripe does', async () => {
    const missing = await sdkError(harness.stripe.customers.retrieve('cus_nope'));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      statusCode: 404,
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      param: 'id',
      message: "No such customer: 'cus_nope'",
    });

    const response = await post('/v1/checkout/sessions', 'mode=subscription');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'line_items',
        message: 'Missing required param: line_items.',
        doc_url: 'https://stripe.com/docs/error-codes/parameter-missing',
      },
    });

    const wrongMode = await sdkError(
      harness.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: (await catalogPrice(harness.stripe, 'kindred_gold_monthly')).id, quantity: 1 }],
      }),
    );
    expect(wrongMode).toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
    expect(wrongMode.message).toContain('recurring price');

    const noCustomer = await sdkError(
      harness.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: 'cus_gone',
        line_items: [{ price: (await catalogPrice(harness.stripe, 'kindred_gold_monthly')).id, quantity: 1 }],
      }),
    );
    expect(noCustomer).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'customer',
      message: "No such customer: 'cus_gone'",
    });

    const badLimit = await sdkError(harness.stripe.customers.list({ limit: 101 }));
    expect(badLimit).toMatchObject({ statusCode: 400, param: 'limit' });
    const badExpand = await sdkError(harness.stripe.prices.list({ expand: ['data.nonsense'] }));
    expect(badExpand.message).toBe('This property cannot be expanded (data.nonsense).');
  });

  it('answers unknown paths with 404 and the Unrecognized request URL message', async () => {
    const response = await fetch(`${harness.local.url}/v1/nope/1`, {
      headers: { Authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(response.status).toBe(404);
    const { error } = await response.json();
    expect(error).toMatchObject({ type: 'invalid_request_error' });
    expect(error.message).toMatch(
      /^Unrecognized request URL \(GET: \/v1\/nope\/1\)\. Please see https:\/\/stripe.com\/docs/,
    );
    const deletePrice = await fetch(`${harness.local.url}/v1/prices/price_1`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(deletePrice.status).toBe(404);
  });

  it('raises card errors from a declined checkout as 402 over /_local/pay', async () => {
    const price = await catalogPrice(harness.stripe, 'kindred_boost');
    const session = await harness.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: price.id, quantity: 1 }],
    });
    const response = await fetch(`${harness.local.url}/_local/pay`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ session: session.id, card_number: '4000 0000 0000 0002' }),
    });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      ok: false,
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
  });
});

describe('idempotency keys', () => {
  it('replays the first response byte for byte, with Idempotent-Replayed', async () => {
    const first = await post('/v1/customers', 'email=idem%40example.com&metadata[a]=1', { 'Idempotency-Key': 'key-1' });
    const firstBody = await first.text();
    const again = await post('/v1/customers', 'metadata[a]=1&email=idem%40example.com', { 'Idempotency-Key': 'key-1' });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('request-id')).toBe(first.headers.get('request-id'));
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect((await harness.stripe.customers.list({ email: 'idem@example.com' })).data).toHaveLength(1);
  });

  it('refuses the same key with other parameters or on another endpoint', async () => {
    await post('/v1/customers', 'email=a%40example.com', { 'Idempotency-Key': 'key-2' });
    const other = await post('/v1/customers', 'email=b%40example.com', { 'Idempotency-Key': 'key-2' });
    expect(other.status).toBe(400);
    expect((await other.json()).error).toMatchObject({
      type: 'idempotency_error',
      message:
        "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than 'key-2' if you meant to execute a different request.",
    });
    const elsewhere = await post('/v1/products', 'name=x', { 'Idempotency-Key': 'key-2' });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).error.type).toBe('idempotency_error');
  });

  it('works through the SDK, and on DELETE', async () => {
    const first = await harness.stripe.customers.create(
      { email: 'sdk-idem@example.com' },
      { idempotencyKey: 'sdk-key' },
    );
    const second = await harness.stripe.customers.create(
      { email: 'sdk-idem@example.com' },
      { idempotencyKey: 'sdk-key' },
    );
    expect(second.id).toBe(first.id);
    const conflict = await sdkError(
      harness.stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'sdk-key' }),
    );
    expect(conflict).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    const deleted = await harness.stripe.customers.del(first.id, {}, { idempotencyKey: 'del-key' });
    const replayed = await harness.stripe.customers.del(first.id, {}, { idempotencyKey: 'del-key' });
    expect(replayed).toEqual(deleted);
    expect(
      (await harness.stripe.events.list({ type: 'customer.deleted' })).data.filter(
        (e) => (e.data.object as { id?: string }).id === first.id,
      ),
    ).toHaveLength(1);
  });
});
