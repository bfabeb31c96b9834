/**
 * Paying on the hosted Checkout page, by admin.pay and by a real form POST:
 * the four test cards in both modes, what each creates, the events in order
 * (as the webhook receiver sees them, signatures verified) and the page itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { catalogPrice, startHarness, type Harness } from './test-support';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

type Mode = 'subscription' | 'payment';

async function newSession(mode: Mode, options: { trial?: boolean; lookupKey?: string } = {}) {
  const { stripe } = harness;
  const customer = await stripe.customers.create({ email: `${mode}@example.com` });
  const price = await catalogPrice(
    stripe,
    options.lookupKey ?? (mode === 'subscription' ? 'kindred_gold_yearly' : 'kindred_boost'),
  );
  const session = await stripe.checkout.sessions.create({
    mode,
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'http://localhost:5173/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/pricing',
    ...(mode === 'subscription'
      ? {
          subscription_data: {
            ...(options.trial === false ? {} : { trial_period_days: 30 }),
            metadata: { userId: 'u9' },
          },
        }
      : { payment_intent_data: { metadata: { userId: 'u9' } } }),
  });
  return { customer, session };
}

/** Events created since `mark`, in order, with what the webhook received once delivery settled. */
async function eventsSince(mark: number) {
  await harness.local.settled();
  const events = (await harness.local.admin.events()).slice(mark);
  return events;
}

const eventCount = async () => (await harness.local.admin.events()).length;

function submitForm(sessionId: string, card: string) {
  const body = new URLSearchParams({ cardNumber: card, expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' });
  return fetch(`${harness.local.url}/checkout/${sessionId}`, { method: 'POST', body, redirect: 'manual' });
}

const ways = [
  {
    name: 'admin.pay',
    pay: async (id: string, card: string) => {
      const result = await harness.local.admin.pay(id, card);
      return result.ok
        ? { ok: true as const, location: result.redirectUrl }
        : { ok: false as const, message: result.error.message };
    },
  },
  {
    name: 'the form',
    pay: async (id: string, card: string) => {
      const response = await submitForm(id, card);
      if (response.status === 303) return { ok: true as const, location: response.headers.get('location')! };
      const html = await response.text();
      return {
        ok: false as const,
        message:
          /<p role="alert">([^<]*)<\/p>/.exec(html)?.[1].replace(/&#39;/g, "'") ??
          `(no alert, status ${response.status})`,
      };
    },
  },
];

describe.each(ways)('paying through $name', ({ pay }) => {
  it.each(['4242 4242 4242 4242', '4000 0000 0000 0341'])(
    'subscription with a trial succeeds with %s',
    async (card) => {
      const { customer, session } = await newSession('subscription');
      const mark = await eventCount();
      const outcome = await pay(session.id, card);
      expect(outcome).toEqual({ ok: true, location: `http://localhost:5173/billing/success?session_id=${session.id}` });

      const events = await eventsSince(mark);
      expect(events.map((e) => e.type)).toEqual([
        'customer.subscription.created',
        'invoice.created',
        'invoice.paid',
        'checkout.session.completed',
      ]);
      const completed = events[3].data.object as unknown as Stripe.Checkout.Session;
      expect(completed).toMatchObject({
        status: 'complete',
        payment_status: 'no_payment_required',
        customer: customer.id,
      });

      const subscription = await harness.stripe.subscriptions.retrieve(completed.subscription as string, {
        expand: ['default_payment_method'],
      });
      expect(subscription).toMatchObject({ status: 'trialing', customer: customer.id, metadata: { userId: 'u9' } });
      const paymentMethod = subscription.default_payment_method as Stripe.PaymentMethod;
      expect(paymentMethod).toMatchObject({ customer: customer.id, card: { brand: 'visa', last4: card.slice(-4) } });
      const invoice = await harness.stripe.invoices.retrieve(subscription.latest_invoice as string);
      expect(invoice).toMatchObject({ status: 'paid', amount_due: 0, billing_reason: 'subscription_create' });
    },
  );

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4111 1111 1111 1112', 'Your card number is incorrect.'],
  ])('subscription refuses %s and stays open', async (card, message) => {
    const { session } = await newSession('subscription');
    const mark = await eventCount();
    expect(await pay(session.id, card)).toEqual({ ok: false, message });
    expect(await harness.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'open',
      subscription: null,
    });
    expect(await eventsSince(mark)).toEqual([]);
  });

  it.each(['4242424242424242', '4000000000000341'])('payment succeeds with %s', async (card) => {
    const { customer, session } = await newSession('payment');
    const mark = await eventCount();
    expect((await pay(session.id, card)).ok).toBe(true);
    const events = await eventsSince(mark);
    expect(events.map((e) => e.type)).toEqual([
      'payment_intent.succeeded',
      'charge.succeeded',
      'checkout.session.completed',
    ]);
    const done = await harness.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(done.payment_intent).toMatchObject({
      status: 'succeeded',
      amount: 299,
      customer: customer.id,
      metadata: { userId: 'u9' },
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.', 'generic_decline'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
  ])('payment refuses %s, records the failed charge, then accepts a good card', async (card, message, declineCode) => {
    const { session } = await newSession('payment');
    const mark = await eventCount();
    expect(await pay(session.id, card)).toEqual({ ok: false, message });
    const open = await harness.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    expect(open.status).toBe('open');
    const intent = open.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error).toMatchObject({ code: 'card_declined', decline_code: declineCode });
    expect(intent.latest_charge).toMatchObject({ status: 'failed', failure_code: 'card_declined' });

    expect((await pay(session.id, '4242424242424242')).ok).toBe(true);
    expect((await eventsSince(mark)).map((e) => e.type)).toEqual([
      'charge.failed',
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
      'charge.succeeded',
      'checkout.session.completed',
    ]);
    expect((await harness.stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });
});

describe('checkout outcomes', () => {
  it('bills a subscription without a trial at once: active, paid invoice, payment_status paid', async () => {
    const { session } = await newSession('subscription', { trial: false, lookupKey: 'kindred_basic_monthly' });
    expect(session.amount_total).toBe(999);
    const result = await harness.local.admin.pay(session.id, '4242424242424242');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.session.payment_status).toBe('paid');
    const subscription = await harness.stripe.subscriptions.retrieve(result.session.subscription as string, {
      expand: ['latest_invoice'],
    });
    expect(subscription).toMatchObject({
      status: 'active',
      trial_end: null,
      latest_invoice: { status: 'paid', amount_paid: 999 },
    });
  });

  it('creates the customer when Checkout got only an email', async () => {
    const price = await catalogPrice(harness.stripe, 'kindred_premium_monthly');
    const session = await harness.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'new@example.com',
      line_items: [{ price: price.id, quantity: 1 }],
      subscription_data: { trial_period_days: 30 },
    });
    const mark = await eventCount();
    const result = await harness.local.admin.pay(session.id, '4242424242424242');
    expect(result.ok && result.session.customer).toMatch(/^cus_/);
    expect((await eventsSince(mark)).map((e) => e.type)[0]).toBe('customer.created');
  });

  it('delivers the events signed, in order, to the webhook', async () => {
    const mark = harness.receiver.received.length;
    const { session } = await newSession('payment');
    await harness.local.admin.pay(session.id, '4242424242424242');
    await harness.local.settled();
    expect(harness.receiver.types().slice(mark)).toEqual([
      'customer.created',
      'payment_intent.succeeded',
      'charge.succeeded',
      'checkout.session.completed',
    ]);
    expect(harness.receiver.badSignatures).toBe(0);
  });

  it('refuses to pay a completed session', async () => {
    const { session } = await newSession('payment');
    await harness.local.admin.pay(session.id, '4242424242424242');
    await expect(harness.local.admin.pay(session.id, '4242424242424242')).rejects.toThrow(
      'This Checkout Session is already complete.',
    );
  });
});

describe('the hosted Checkout page', () => {
  const page = async (id: string) => (await fetch(`${harness.local.url}/checkout/${id}`)).text();

  it('shows a trial subscription with its labelled form, submit button and Back link', async () => {
    const { session } = await newSession('subscription');
    const html = await page(session.id);
    expect(html).toContain('<header>Kindred · <span class="mode">test mode</span></header>');
    expect(html).toContain('Kindred Gold');
    expect(html).toContain('30-day free trial, then $199.00/year');
    for (const [id, label] of [
      ['card-number', 'Card number'],
      ['expiry', 'Expiry'],
      ['cvc', 'CVC'],
      ['card-name', 'Name on card'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('placeholder="MM / YY"');
    expect(html).toContain('<button type="submit">Start trial</button>');
    expect(html).toContain('<a class="back" href="http://localhost:5173/pricing">Back</a>');
    expect(html).not.toContain('<script');
  });

  it('labels the button Subscribe without a trial and Pay $2.99 for a boost', async () => {
    expect(await page((await newSession('subscription', { trial: false })).session.id)).toContain(
      '<button type="submit">Subscribe</button>',
    );
    expect(await page((await newSession('payment')).session.id)).toContain('<button type="submit">Pay $2.99</button>');
  });

  it('keeps what was typed after a decline, and shows a plain message once complete', async () => {
    const { session } = await newSession('payment');
    const refused = await (await submitForm(session.id, '4000 0000 0000 0002')).text();
    expect(refused).toContain('<p role="alert">Your card was declined.</p>');
    expect(refused).toContain('value="Ada Lovelace"');
    await submitForm(session.id, '4242 4242 4242 4242');
    const done = await page(session.id);
    expect(done).toContain('This checkout is complete.');
    expect(done).not.toContain('<form');
  });

  it('checks expiry and CVC on the form', async () => {
    const { session } = await newSession('payment');
    const body = new URLSearchParams({ cardNumber: '4242424242424242', expiry: '01 / 20', cvc: '123' });
    const html = await (
      await fetch(`${harness.local.url}/checkout/${session.id}`, { method: 'POST', body, redirect: 'manual' })
    ).text();
    expect(html).toContain('<p role="alert">Your card&#39;s expiration year is in the past.</p>');
  });

  it('answers an unknown session with a 404 page', async () => {
    expect((await fetch(`${harness.local.url}/checkout/cs_test_nope`)).status).toBe(404);
  });
});
