/**
 * The product through every subscription status the local Stripe reaches by
 * Stripe's own causes: what the member is entitled to (`statusGrantsTier`),
 * what the dashboard says to do, and that a second live subscription is
 * refused whatever state the first is in. Statuses that end (canceled,
 * incomplete_expired) free the member to check out again.
 */
import { describe, expect, it } from 'vitest';
import { PLANS } from '#shared/billing/catalog.ts';
import { call } from '../support/api';
import { createMember, type TestMember } from '../support/members';
import { admin, checkout, customerOf, meUntil, stripe, subscribed } from '../support/stripe';

const AUTHENTICATION_CARD = '4000002760003184';
const IBAN_SUCCEEDS = 'DE89370400440532013000';
const IBAN_FAILS = 'DE62370400440532013001';
/** A test IBAN settles about three minutes after checkout: four, in days. */
const SETTLES = 4 / (24 * 60);

/** A member whose first plan (with its trial) has ended, so the next checkout has no trial and is charged at once. */
async function formerSubscriber(): Promise<TestMember> {
  const member = await createMember();
  await subscribed(member, 'basic_monthly');
  const [first] = (await stripe().subscriptions.list({ customer: await customerOf(member) })).data;
  await stripe().subscriptions.cancel(first!.id);
  await meUntil(member, (me) => me.subscription.tier === 'free' && me.billing === null);
  return member;
}

const checkoutAgain = (member: TestMember, plan = 'gold_monthly') =>
  call('createCheckoutSession', { token: member.accessToken, body: { plan } });

describe('every status a plan can be in', () => {
  it('incomplete (3D Secure not completed) grants nothing, says what to do, refuses a second plan; expired, frees the member', async () => {
    const member = await formerSubscriber();
    const paid = await checkout(member, 'gold_monthly', AUTHENTICATION_CARD);
    expect(paid.status).toBe(402);
    const incomplete = await meUntil(member, (me) => me.billing?.status === 'incomplete');
    expect(incomplete).toMatchObject({ subscription: { tier: 'free' }, billing: { attention: 'payment_incomplete' } });
    const again = await checkoutAgain(member, 'basic_monthly');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('subscription_payment_due');

    // 23 hours on, Stripe gives up: the member is free to start over.
    await admin('POST', 'advance', { days: 1 });
    await meUntil(member, (me) => me.billing === null && me.subscription.tier === 'free');
    const statuses = (await stripe().subscriptions.list({ customer: await customerOf(member), status: 'all' })).data;
    expect(statuses.map((s) => s.status).sort()).toEqual(['canceled', 'incomplete_expired']);
    expect((await checkoutAgain(member)).status).toBe(200);
  });

  it('a delayed debit leaves the plan incomplete until it settles: paid grants the tier, failed never does', async () => {
    const settling = await formerSubscriber();
    const bouncing = await formerSubscriber();
    expect((await checkout(settling, 'gold_monthly', IBAN_SUCCEEDS)).status).toBe(200);
    expect((await checkout(bouncing, 'gold_monthly', IBAN_FAILS)).status).toBe(200);
    await meUntil(settling, (me) => me.billing?.attention === 'payment_incomplete');
    await meUntil(bouncing, (me) => me.billing?.attention === 'payment_incomplete');
    expect((await checkoutAgain(settling, 'basic_monthly')).body.error.code).toBe('subscription_payment_due');

    await admin('POST', 'advance', { days: SETTLES });
    const active = await meUntil(settling, (me) => me.billing?.status === 'active');
    expect(active).toMatchObject({ subscription: { tier: PLANS.gold_monthly.tier }, billing: { attention: null } });
    const failed = (await call('getMe', { token: bouncing.accessToken })).body;
    expect(failed).toMatchObject({ subscription: { tier: 'free' }, billing: { status: 'incomplete' } });
    await admin('POST', 'advance', { days: 1 });
    await meUntil(bouncing, (me) => me.billing === null && me.subscription.tier === 'free');
  });

  it('paused at trial end without a card grants nothing and refuses a second plan; resumed in the portal, it grants again', async () => {
    const member = await createMember();
    await call('getMe', { token: member.accessToken });
    // The product's own checkout always collects a card; the customer exists once a checkout was opened.
    expect((await checkoutAgain(member, 'basic_monthly')).status).toBe(200);
    const customer = await customerOf(member);
    const price = (await stripe().prices.list({ lookup_keys: [PLANS.basic_monthly.lookupKey] })).data[0]!;
    const session = await stripe().checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price: price.id, quantity: 1 }],
      payment_method_collection: 'if_required',
      subscription_data: {
        trial_period_days: 7,
        trial_settings: { end_behavior: { missing_payment_method: 'pause' } },
        metadata: { planKey: 'basic_monthly' },
      },
      success_url: 'http://localhost/success',
    });
    expect((await admin('POST', 'pay', { session: session.id })).status).toBe(200);
    await meUntil(member, (me) => me.billing?.status === 'trialing' && me.subscription.tier === 'basic');

    await admin('POST', 'advance', { days: 8 });
    const paused = await meUntil(member, (me) => me.billing?.status === 'paused');
    expect(paused).toMatchObject({ subscription: { tier: 'free' }, billing: { attention: 'paused' } });
    const again = await checkoutAgain(member, 'gold_monthly');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('subscription_paused');

    // Manage Subscription: add a card, then Resume.
    const portal = await call('openBillingPortal', { token: member.accessToken });
    expect(portal.status).toBe(200);
    const form = (path: string, fields: Record<string, string>) =>
      fetch(`${portal.body.url}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    expect((await form('card', { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' })).status).toBe(303);
    const [subscription] = (await stripe().subscriptions.list({ customer, status: 'paused' })).data;
    expect((await form('resume', { subscription: subscription!.id })).status).toBe(303);
    const resumed = await meUntil(member, (me) => me.billing?.status === 'active');
    expect(resumed).toMatchObject({ subscription: { tier: 'basic' }, billing: { attention: null } });
  });
});
