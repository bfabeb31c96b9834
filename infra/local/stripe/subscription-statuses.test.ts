/**
 * The statuses real Stripe reaches besides trialing, active, past_due and
 * canceled, by the same causes as its test mode: `incomplete` when the first
 * payment needs 3D Secure or is a delayed debit still processing,
 * `incomplete_expired` 23 hours later, `paused` when a trial ends without a
 * payment method under `missing_payment_method: pause`, and resumed on request.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogPrice, startHarness, type Harness } from './test-support';

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
});
afterEach(() => harness.close());

const types = (events: Array<{ type: string }>) => events.map((e) => e.type);
const AUTHENTICATION_CARD = '4000 0027 6000 3184';
const IBAN_SUCCEEDS = 'DE89 3704 0044 0532 0130 00';
const IBAN_FAILS = 'DE62 3704 0044 0532 0130 01';
/** Stripe's test IBANs settle after about three minutes: a little more, in days. */
const SETTLES = 4 / (24 * 60);

/** A subscription checkout for a new customer; without a trial unless `trialDays` is given. */
async function openCheckout(
  options: { trialDays?: number; pauseWithoutCard?: boolean; withoutCard?: 'pause' | 'cancel' } = {},
) {
  const withoutCard = options.withoutCard ?? (options.pauseWithoutCard ? 'pause' : undefined);
  const { stripe } = harness;
  const price = await catalogPrice(stripe, 'kindred_gold_monthly');
  const customer = await stripe.customers.create({ email: 'ada@example.com' });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'http://localhost/success',
    ...(withoutCard ? { payment_method_collection: 'if_required' } : {}),
    subscription_data: {
      ...(options.trialDays ? { trial_period_days: options.trialDays } : {}),
      ...(withoutCard ? { trial_settings: { end_behavior: { missing_payment_method: withoutCard } } } : {}),
    },
  });
  return { customer, session };
}

async function onlySubscription(customer: string) {
  const { data } = await harness.stripe.subscriptions.list({ customer, status: 'all' });
  expect(data).toHaveLength(1);
  return data[0];
}

describe('a first payment that needs 3D Secure', () => {
  it('leaves an incomplete subscription with its invoice open, and paying again on the page activates it', async () => {
    const { customer, session } = await openCheckout();
    const refused = await harness.local.admin.pay(session.id, AUTHENTICATION_CARD);
    expect(refused).toMatchObject({ ok: false, error: { code: 'payment_intent_authentication_failure' } });
    expect(types(await harness.local.admin.events())).toEqual([
      'customer.created',
      'customer.subscription.created',
      'invoice.created',
      'invoice.payment_action_required',
    ]);
    const incomplete = await onlySubscription(customer.id);
    expect(incomplete.status).toBe('incomplete');
    expect((await harness.stripe.invoices.retrieve(incomplete.latest_invoice as string)).status).toBe('open');
    expect((await harness.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const paid = await harness.local.admin.pay(session.id, '4242 4242 4242 4242');
    expect(paid.ok).toBe(true);
    // The same subscription, not a second one.
    const active = await onlySubscription(customer.id);
    expect(active).toMatchObject({ id: incomplete.id, status: 'active' });
    expect((await harness.stripe.checkout.sessions.retrieve(session.id)).subscription).toBe(incomplete.id);
  });

  it('expires 23 hours later: incomplete_expired, its invoice voided, nothing billed again', async () => {
    const { customer, session } = await openCheckout();
    await harness.local.admin.pay(session.id, AUTHENTICATION_CARD);
    expect(types((await harness.local.admin.advance(22.9 / 24)).events)).toEqual([]);
    const expired = await harness.local.admin.advance(0.2 / 24);
    expect(types(expired.events)).toEqual(['invoice.voided', 'customer.subscription.updated']);
    expect(expired.events[1].data.previous_attributes).toMatchObject({ status: 'incomplete' });
    const subscription = await onlySubscription(customer.id);
    expect(subscription.status).toBe('incomplete_expired');
    expect((await harness.stripe.invoices.retrieve(subscription.latest_invoice as string)).status).toBe('void');
    expect(types((await harness.local.admin.advance(40)).events)).toEqual(['checkout.session.expired']);
    // Gone from the default list, as a canceled one is.
    expect((await harness.stripe.subscriptions.list({ customer: customer.id, status: 'ended' })).data).toHaveLength(1);
  });
});

describe('a delayed payment method (test IBANs)', () => {
  it('completes checkout unpaid, then the debit succeeds: active, and checkout.session.async_payment_succeeded', async () => {
    const { customer, session } = await openCheckout();
    expect((await harness.local.admin.pay(session.id, IBAN_SUCCEEDS)).ok).toBe(true);
    expect((await harness.stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
    expect((await onlySubscription(customer.id)).status).toBe('incomplete');
    const settled = await harness.local.admin.advance(SETTLES);
    expect(types(settled.events)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
      'checkout.session.async_payment_succeeded',
    ]);
    expect((await onlySubscription(customer.id)).status).toBe('active');
    expect((await harness.stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
  });

  it('or fails: checkout.session.async_payment_failed, and the subscription expires still incomplete', async () => {
    const { customer, session } = await openCheckout();
    expect((await harness.local.admin.pay(session.id, IBAN_FAILS)).ok).toBe(true);
    const settled = await harness.local.admin.advance(SETTLES);
    expect(types(settled.events)).toEqual(['invoice.payment_failed', 'checkout.session.async_payment_failed']);
    expect((await onlySubscription(customer.id)).status).toBe('incomplete');
    await harness.local.admin.advance(1);
    expect((await onlySubscription(customer.id)).status).toBe('incomplete_expired');
  });
});

describe('a trial without a payment method', () => {
  it('pauses at trial end under missing_payment_method=pause, bills nothing, and resumes on request', async () => {
    const { customer, session } = await openCheckout({ trialDays: 30, pauseWithoutCard: true });
    const paid = await harness.local.admin.pay(session.id, '');
    expect(paid.ok).toBe(true);
    expect((await harness.stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('no_payment_required');
    const trialing = await onlySubscription(customer.id);
    expect(trialing).toMatchObject({
      status: 'trialing',
      default_payment_method: null,
      trial_settings: { end_behavior: { missing_payment_method: 'pause' } },
    });
    const ended = await harness.local.admin.advance(31);
    expect(types(ended.events)).toEqual([
      'customer.subscription.trial_will_end',
      'customer.subscription.updated',
      'customer.subscription.paused',
    ]);
    expect((await harness.stripe.subscriptions.list({ customer: customer.id, status: 'paused' })).data).toHaveLength(1);
    // Paused, nothing is invoiced: only the trial's own invoice exists, a year on.
    await harness.local.admin.advance(365);
    expect((await harness.stripe.invoices.list({ customer: customer.id })).data).toHaveLength(1);

    // A card in the portal, then resume: a new period starts now and is charged.
    const portal = await harness.stripe.billingPortal.sessions.create({ customer: customer.id });
    const card = await fetch(`${portal.url}/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' }).toString(),
      redirect: 'manual',
    });
    expect(card.status).toBe(303);
    const resumed = await harness.stripe.subscriptions.resume(trialing.id, {
      billing_cycle_anchor: { type: 'now' },
      payment_behavior: 'resume_on_payment_attempt',
    });
    expect(resumed.status).toBe('active');
    const invoices = (await harness.stripe.invoices.list({ customer: customer.id })).data;
    expect(invoices.map((i) => [i.billing_reason, i.status])).toContainEqual(['subscription_update', 'paid']);
    const events = types(await harness.local.admin.events({ type: 'customer.subscription.*', limit: 2 }));
    expect(events).toEqual(['customer.subscription.resumed', 'customer.subscription.updated']);
  });

  it('resumed with no payment method yet, the resumption invoice fails and the plan is past_due', async () => {
    const { customer, session } = await openCheckout({ trialDays: 7, pauseWithoutCard: true });
    await harness.local.admin.pay(session.id, '');
    await harness.local.admin.advance(8);
    const subscription = await onlySubscription(customer.id);
    expect(subscription.status).toBe('paused');
    expect((await harness.stripe.subscriptions.resume(subscription.id)).status).toBe('past_due');
    // Only a paused subscription can be resumed.
    await expect(harness.stripe.subscriptions.resume(subscription.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('offers the trial without a card on the hosted page only when collection is if_required', async () => {
    const page = async (id: string) => (await fetch(`${harness.local.url}/checkout/${id}`)).text();
    const optional = await openCheckout({ trialDays: 30, pauseWithoutCard: true });
    const always = await openCheckout({ trialDays: 30 });
    expect(await page(optional.session.id)).toContain('Start trial without a card</button>');
    expect(await page(always.session.id)).not.toContain('without a card');
    const posted = await fetch(`${harness.local.url}/checkout/${optional.session.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect((await onlySubscription(optional.customer.id)).default_payment_method).toBeNull();
  });

  it('ends canceled under missing_payment_method=cancel', async () => {
    const { customer, session } = await openCheckout({ trialDays: 7, withoutCard: 'cancel' });
    await harness.local.admin.pay(session.id, '');
    const ended = await harness.local.admin.advance(8);
    expect(types(ended.events)).toEqual(['customer.subscription.trial_will_end', 'customer.subscription.deleted']);
    expect((await onlySubscription(customer.id)).status).toBe('canceled');
  });

  it('without pause configured, a trial that needs a card still asks for one', async () => {
    const { session } = await openCheckout({ trialDays: 30 });
    expect(await harness.local.admin.pay(session.id, '')).toMatchObject({
      ok: false,
      error: { code: 'incomplete_number' },
    });
  });
});
