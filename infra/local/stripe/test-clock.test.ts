/**
 * The test clock: trial end, renewals, dunning with card 0341, cancellation
 * at period end, trial_will_end; and what deleting a customer or refunding does.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { startHarness, subscribe, type Harness } from './test-support';

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
});
afterEach(() => harness.close());

const DAY = 86_400;
const types = (events: Array<{ type: string }>) => events.map((e) => e.type);

describe('the test clock', () => {
  it('warns three days before the trial ends, then converts the trial to a paid, active subscription', async () => {
    const { subscriptionId } = await subscribe(harness);
    const before = await harness.stripe.subscriptions.retrieve(subscriptionId);

    expect(types((await harness.local.admin.advance(26)).events)).toEqual([]);
    const warned = await harness.local.admin.advance(1);
    expect(types(warned.events)).toEqual(['customer.subscription.trial_will_end']);
    expect(warned.events[0].created).toBe(before.trial_end! - 3 * DAY);

    const converted = await harness.local.admin.advance(3);
    expect(types(converted.events)).toEqual(['invoice.created', 'invoice.paid', 'customer.subscription.updated']);
    const updated = converted.events[2];
    expect(updated.created).toBe(before.trial_end);
    expect(updated.data.previous_attributes).toMatchObject({
      status: 'trialing',
      latest_invoice: before.latest_invoice,
    });
    expect(
      (updated.data.previous_attributes as { items: { data: Stripe.SubscriptionItem[] } }).items.data[0]
        .current_period_end,
    ).toBe(before.trial_end);

    const after = await harness.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    const item = after.items.data[0];
    expect(after.status).toBe('active');
    expect(item.current_period_start).toBe(before.trial_end);
    expect(new Date(item.current_period_end * 1000).getUTCFullYear()).toBe(
      new Date(before.trial_end! * 1000).getUTCFullYear() + 1,
    );
    expect(after.latest_invoice).toMatchObject({
      status: 'paid',
      amount_paid: 19900,
      billing_reason: 'subscription_cycle',
      created: before.trial_end,
    });
    expect((after.latest_invoice as Stripe.Invoice).lines.data[0].period).toEqual({
      start: item.current_period_start,
      end: item.current_period_end,
    });

    await harness.local.settled();
    expect(harness.receiver.types().slice(-4)).toEqual([
      'customer.subscription.trial_will_end',
      'invoice.created',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('renews monthly plans each month on the clock', async () => {
    const { subscriptionId } = await subscribe(harness, { lookupKey: 'kindred_basic_monthly', trialDays: null });
    const result = await harness.local.admin.advance(95);
    expect(types(result.events).filter((t) => t === 'invoice.paid')).toHaveLength(3);
    const invoices = await harness.stripe.invoices.list({ subscription: subscriptionId });
    expect(invoices.data.map((i) => i.billing_reason)).toEqual([
      'subscription_cycle',
      'subscription_cycle',
      'subscription_cycle',
      'subscription_create',
    ]);
    expect(invoices.data.every((i) => i.amount_paid === 999)).toBe(true);
    expect(result.offsetSeconds).toBe(95 * DAY);
  });

  it('with card 0341: past_due at trial end, retried after 3, 5 and 7 days, then canceled', async () => {
    const { subscriptionId } = await subscribe(harness, { card: '4000 0000 0000 0341' });
    const trialEnd = (await harness.stripe.subscriptions.retrieve(subscriptionId)).trial_end!;

    const failed = await harness.local.admin.advance(30);
    expect(types(failed.events)).toEqual([
      'customer.subscription.trial_will_end',
      'invoice.created',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    const pastDue = await harness.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.latest_invoice).toMatchObject({
      status: 'open',
      attempt_count: 1,
      next_payment_attempt: trialEnd + 3 * DAY,
    });

    const retries = await harness.local.admin.advance(15);
    expect(types(retries.events)).toEqual([
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.deleted',
    ]);
    expect(retries.events.map((e) => e.created)).toEqual([
      trialEnd + 3 * DAY,
      trialEnd + 8 * DAY,
      trialEnd + 15 * DAY,
      trialEnd + 15 * DAY,
    ]);
    const canceled = await harness.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    expect(canceled).toMatchObject({
      status: 'canceled',
      ended_at: trialEnd + 15 * DAY,
      cancellation_details: { reason: 'payment_failed' },
    });
    expect(canceled.latest_invoice).toMatchObject({ status: 'open', attempt_count: 4, next_payment_attempt: null });
  });

  it("with card 0341 and the account set to mark unpaid: unpaid after the last retry, as Stripe's setting says", async () => {
    expect(await harness.local.admin.setSettings({ afterFinalRetry: 'unpaid' })).toEqual({ afterFinalRetry: 'unpaid' });
    try {
      const { subscriptionId } = await subscribe(harness, { card: '4000 0000 0000 0341' });
      await harness.local.admin.advance(30);
      const retries = await harness.local.admin.advance(15);
      // Three declined retries, then the status change the setting asks for instead of a deletion.
      expect(types(retries.events).slice(3)).toEqual(['customer.subscription.updated']);
      expect(retries.events[3].data.previous_attributes).toEqual({ status: 'past_due' });
      const unpaid = await harness.stripe.subscriptions.retrieve(subscriptionId);
      expect(unpaid).toMatchObject({ status: 'unpaid', ended_at: null });
      expect((await harness.stripe.subscriptions.list({ status: 'unpaid' })).data.map((s) => s.id)).toContain(
        subscriptionId,
      );
      // Nothing more happens on the clock: Stripe stops retrying and does not cancel.
      expect(types((await harness.local.admin.advance(20)).events)).not.toContain('customer.subscription.deleted');
    } finally {
      await harness.local.admin.setSettings({ afterFinalRetry: 'cancel' });
    }
  });

  it('a retry that succeeds (new card in the portal) makes the subscription active again', async () => {
    const { customer, subscriptionId } = await subscribe(harness, { card: '4000 0000 0000 0341' });
    await harness.local.admin.advance(30);
    const portal = await harness.stripe.billingPortal.sessions.create({ customer: customer.id });
    const body = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    expect(
      (await fetch(`${harness.local.url}/portal/${portal.id}/card`, { method: 'POST', body, redirect: 'manual' }))
        .status,
    ).toBe(303);
    const retry = await harness.local.admin.advance(3);
    expect(types(retry.events)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(retry.events[1].data.previous_attributes).toEqual({ status: 'past_due' });
    expect((await harness.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
  });

  it('cancels at period end when cancel_at_period_end is set', async () => {
    const { subscriptionId } = await subscribe(harness);
    const set = await harness.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const updated = (await harness.local.admin.events({ type: 'customer.subscription.updated' })).at(-1)!;
    expect(updated.data.previous_attributes).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
    const result = await harness.local.admin.advance(31);
    expect(types(result.events)).toEqual(['customer.subscription.trial_will_end', 'customer.subscription.deleted']);
    const ended = await harness.stripe.subscriptions.retrieve(subscriptionId);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: set.cancel_at, cancel_at_period_end: true });
    expect((await harness.stripe.invoices.list({ subscription: subscriptionId })).data).toHaveLength(1);
  });

  it('expires open Checkout Sessions after 24 hours', async () => {
    const price = (await harness.stripe.prices.list({ lookup_keys: ['kindred_boost'] })).data[0];
    const session = await harness.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: price.id, quantity: 1 }],
    });
    expect(types((await harness.local.admin.advance(1)).events)).toEqual(['checkout.session.expired']);
    expect(await harness.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired', url: null });
    expect(await (await fetch(`${harness.local.url}/checkout/${session.id}`)).text()).toContain(
      'This checkout session has expired.',
    );
  });

  it('stamps objects with the offset clock', async () => {
    await harness.local.admin.advance(10);
    const customer = await harness.stripe.customers.create({});
    expect(customer.created).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 10 * DAY - 1);
    expect((await harness.local.admin.clock()).offsetSeconds).toBe(10 * DAY);
  });
});

describe('deleting a customer', () => {
  it('cancels their subscriptions at once, then deletes the customer', async () => {
    const { customer, subscriptionId } = await subscribe(harness);
    await harness.local.settled();
    const mark = harness.receiver.received.length;
    await harness.stripe.customers.del(customer.id);
    await harness.local.settled();
    expect(harness.receiver.types().slice(mark)).toEqual(['customer.subscription.deleted', 'customer.deleted']);
    const deletedEvent = harness.receiver.received.at(-1)!.event;
    expect(deletedEvent.data.object).toMatchObject({ id: customer.id, object: 'customer', email: 'ada@example.com' });
    expect(await harness.stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await harness.stripe.customers.retrieve(customer.id)).toEqual(
      expect.objectContaining({ id: customer.id, deleted: true }),
    );
    await expect(harness.stripe.customers.update(customer.id, { name: 'x' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('refunds', () => {
  it('refunds a payment in full through admin.refund: refund.created, then charge.refunded', async () => {
    const price = (await harness.stripe.prices.list({ lookup_keys: ['kindred_elite_match'] })).data[0];
    const session = await harness.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: price.id, quantity: 1 }],
    });
    const paid = await harness.local.admin.pay(session.id, '4242424242424242');
    const paymentIntent = paid.ok ? (paid.session.payment_intent as string) : '';
    const refund = await harness.local.admin.refund(paymentIntent);
    expect(refund).toMatchObject({ amount: 59900, status: 'succeeded', payment_intent: paymentIntent });
    const events = await harness.local.admin.events();
    expect(types(events.slice(-2))).toEqual(['refund.created', 'charge.refunded']);
    expect(events.at(-1)!.data.previous_attributes).toEqual({ amount_refunded: 0, refunded: false });
    await expect(harness.local.admin.refund(paymentIntent)).rejects.toMatchObject({
      body: { code: 'charge_already_refunded' },
    });
    await expect(harness.stripe.refunds.create({ charge: refund.charge! })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });
});
