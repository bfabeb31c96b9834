/**
 * Drives the real `stripe` SDK through the calls the app and its tools make
 * (customers, products and prices, Checkout, the portal, subscriptions,
 * invoices, payment intents, charges, refunds and events), so its request
 * encoding (indexed arrays, nested objects, expand[]) and response parsing are
 * proven against the local Stripe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { startHarness, subscribe, type Harness } from './test-support';

let harness: Harness;
let stripe: Stripe;

beforeAll(async () => {
  harness = await startHarness({ receiver: false });
  stripe = harness.stripe;
});
afterAll(() => harness.close());

describe('the SDK against the local Stripe', () => {
  it('customers: create, retrieve, update, list by email, delete', async () => {
    const created = await stripe.customers.create({
      email: 'grace@example.com',
      name: 'Grace',
      metadata: { userId: 'u7', keep: 'yes' },
    });
    expect(created).toMatchObject({
      object: 'customer',
      livemode: false,
      email: 'grace@example.com',
      metadata: { userId: 'u7' },
    });
    expect(created.id).toMatch(/^cus_\w{14}$/);
    expect(typeof created.created).toBe('number');

    const updated = await stripe.customers.update(created.id, {
      name: 'Grace H.',
      metadata: { keep: '', plan: 'gold' },
    });
    expect(updated.name).toBe('Grace H.');
    expect(updated.metadata).toEqual({ userId: 'u7', plan: 'gold' });
    expect((await stripe.customers.retrieve(created.id)) as Stripe.Customer).toMatchObject({ name: 'Grace H.' });

    const listed = await stripe.customers.list({ email: 'grace@example.com', limit: 3 });
    expect(listed).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' });
    expect(listed.data.map((c) => c.id)).toEqual([created.id]);

    expect(await stripe.customers.del(created.id)).toEqual(
      expect.objectContaining({ id: created.id, object: 'customer', deleted: true }),
    );
    const afterDelete = await stripe.customers.retrieve(created.id);
    expect(afterDelete.deleted).toBe(true);
    expect((await stripe.customers.list({ email: 'grace@example.com' })).data).toEqual([]);
  });

  it('products and prices: create, retrieve, list with lookup_keys[], active, product and expand[]=data.product', async () => {
    const product = await stripe.products.create({ name: 'Kindred Test', metadata: { kindred_product: 'test' } });
    expect(product.id).toMatch(/^prod_/);
    expect(await stripe.products.retrieve(product.id)).toMatchObject({ name: 'Kindred Test', active: true });
    expect((await stripe.products.list({ limit: 100 })).data.map((p) => p.id)).toContain(product.id);

    const price = await stripe.prices.create({
      product: product.id,
      unit_amount: 1234,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'test_monthly',
    });
    expect(price).toMatchObject({
      object: 'price',
      unit_amount: 1234,
      lookup_key: 'test_monthly',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
    });
    const moved = await stripe.prices.create({
      product: product.id,
      unit_amount: 1500,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'test_monthly',
      transfer_lookup_key: true,
    });
    expect((await stripe.prices.retrieve(price.id)).lookup_key).toBeNull();

    const byKeys = await stripe.prices.list({
      lookup_keys: ['test_monthly', 'kindred_gold_yearly'],
      active: true,
      expand: ['data.product'],
    });
    expect(byKeys.data.map((p) => p.lookup_key).sort()).toEqual(['kindred_gold_yearly', 'test_monthly']);
    const gold = byKeys.data.find((p) => p.lookup_key === 'kindred_gold_yearly')!;
    expect(gold).toMatchObject({ unit_amount: 19900, currency: 'usd', recurring: { interval: 'year' } });
    expect((gold.product as Stripe.Product).name).toBe('Kindred Gold');
    expect((await stripe.prices.list({ product: product.id })).data.map((p) => p.id)).toEqual([moved.id, price.id]);
  });

  it('lists the seeded catalog: six plans and three one-time products', async () => {
    const prices = await stripe.prices.list({ limit: 100 }).autoPagingToArray({ limit: 100 });
    const byKey = Object.fromEntries(
      prices.filter((p) => p.lookup_key?.startsWith('kindred_')).map((p) => [p.lookup_key, p.unit_amount]),
    );
    expect(byKey).toEqual({
      kindred_basic_monthly: 999,
      kindred_basic_yearly: 9900,
      kindred_gold_monthly: 1999,
      kindred_gold_yearly: 19900,
      kindred_premium_monthly: 2599,
      kindred_premium_yearly: 25900,
      kindred_elite_match: 59900,
      kindred_boost: 299,
      kindred_super_boost: 799,
    });
  });

  it('checkout (subscription), portal, subscriptions and invoices', async () => {
    const { customer, session, subscriptionId } = await subscribe(harness);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: 'u1',
      metadata: { userId: 'u1' },
      amount_total: 0,
      currency: 'usd',
      customer: customer.id,
      subscription: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${harness.local.url}/checkout/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', url: null });
    expect((done.subscription as Stripe.Subscription).id).toBe(subscriptionId);
    expect((await stripe.checkout.sessions.list({ customer: customer.id })).data.map((s) => s.id)).toEqual([
      session.id,
    ]);
    const lineItems = await stripe.checkout.sessions.listLineItems(session.id);
    expect(lineItems.data[0]).toMatchObject({ quantity: 1, price: { lookup_key: 'kindred_gold_yearly' } });

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:5173/account',
    });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: 'http://localhost:5173/account',
    });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${harness.local.url}/portal/${portal.id}`);

    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'trialing',
      customer: customer.id,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      metadata: { userId: 'u1' },
    });
    expect(subscription.trial_end! - subscription.trial_start!).toBe(30 * 24 * 60 * 60);
    expect(item.id).toMatch(/^si_/);
    expect(item.price).toMatchObject({
      lookup_key: 'kindred_gold_yearly',
      unit_amount: 19900,
      recurring: { interval: 'year' },
    });
    expect(item.current_period_end).toBe(subscription.trial_end);
    expect(subscription.default_payment_method).toMatch(/^pm_/);

    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'paid',
      amount_due: 0,
      amount_paid: 0,
      currency: 'usd',
      billing_reason: 'subscription_create',
      customer: customer.id,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: { userId: 'u1' } },
      },
    });
    expect(invoice.lines.data[0]).toMatchObject({
      amount: 0,
      period: { start: subscription.trial_start, end: subscription.trial_end },
    });
    expect(invoice.lines.data[0].pricing?.price_details?.price).toBe(item.price.id);
    expect((await stripe.invoices.list({ customer: customer.id })).data.map((i) => i.id)).toEqual([invoice.id]);
    expect((await stripe.invoices.list({ subscription: subscriptionId })).data).toHaveLength(1);

    const monthly = (await stripe.prices.list({ lookup_keys: ['kindred_premium_yearly'] })).data[0];
    const switched = await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: monthly.id }],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: true,
    });
    expect(switched.items.data[0].price.lookup_key).toBe('kindred_premium_yearly');
    expect(switched).toMatchObject({ cancel_at_period_end: true, cancel_at: item.current_period_end });

    expect(
      (await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 5 })).data.map((s) => s.id),
    ).toEqual([subscriptionId]);
    const canceled = await stripe.subscriptions.cancel(subscriptionId);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled.ended_at).toEqual(expect.any(Number));
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data).toHaveLength(1);
  });

  it('checkout (payment), payment intents, charges and refunds', async () => {
    const boost = (await stripe.prices.list({ lookup_keys: ['kindred_boost'] })).data[0];
    const customer = await stripe.customers.create({ email: 'bo@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price: boost.id, quantity: 1 }],
      payment_intent_data: { metadata: { userId: 'u2', product: 'boost' } },
      metadata: { userId: 'u2' },
      success_url: 'http://localhost:5173/done?cs={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/shop',
    });
    expect(session).toMatchObject({ mode: 'payment', amount_total: 299, payment_intent: null });
    const paid = await harness.local.admin.pay(session.id, '4242424242424242');
    expect(paid).toMatchObject({ ok: true, redirectUrl: `http://localhost:5173/done?cs=${session.id}` });

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent', 'payment_intent.latest_charge'],
    });
    expect(retrieved).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = retrieved.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 299,
      currency: 'usd',
      customer: customer.id,
      metadata: { userId: 'u2', product: 'boost' },
    });
    expect((intent.latest_charge as Stripe.Charge).id).toMatch(/^ch_/);
    expect((await stripe.checkout.sessions.list({ payment_intent: intent.id })).data.map((s) => s.id)).toEqual([
      session.id,
    ]);

    const withCharge = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    const charge = withCharge.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      amount: 299,
      amount_refunded: 0,
      refunded: false,
      status: 'succeeded',
      payment_intent: intent.id,
      customer: customer.id,
    });
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({ id: charge.id });

    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 299,
      status: 'succeeded',
      charge: charge.id,
      payment_intent: intent.id,
    });
    expect(refund.id).toMatch(/^re_/);
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({ amount_refunded: 299, refunded: true });
  });

  it('events: retrieve, list by type with limit and starting_after, auto-pagination', async () => {
    const created = await stripe.events.list({ type: 'customer.created', limit: 2 });
    expect(created.data).toHaveLength(2);
    expect(created.has_more).toBe(true);
    const [newest] = created.data;
    expect(newest).toMatchObject({
      object: 'event',
      api_version: '2026-10-28.endive',
      livemode: false,
      type: 'customer.created',
    });
    expect(newest.id).toMatch(/^evt_/);
    expect(newest.request?.id).toMatch(/^req_/);
    expect(newest.request?.idempotency_key).toMatch(/^stripe-node-retry-/);
    expect((newest.data.object as Stripe.Customer).object).toBe('customer');
    expect(await stripe.events.retrieve(newest.id)).toMatchObject({ id: newest.id, type: 'customer.created' });

    const next = await stripe.events.list({ type: 'customer.created', limit: 2, starting_after: created.data[1].id });
    expect(next.data.every((e) => !created.data.some((c) => c.id === e.id))).toBe(true);
    const all = await stripe.events.list({ limit: 3 }).autoPagingToArray({ limit: 1000 });
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(10);
    expect(
      (await stripe.events.list({ type: 'customer.subscription.*' })).data.every((e) =>
        e.type.startsWith('customer.subscription.'),
      ),
    ).toBe(true);
  });
});
