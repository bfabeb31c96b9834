/** The customer portal page and its plain-form actions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { catalogPrice, startHarness, subscribe, type Harness } from './test-support';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ receiver: false });
});
afterAll(() => harness.close());

async function portalFor(options: Parameters<typeof subscribe>[1] = {}) {
  const subscribed = await subscribe(harness, options);
  const session = await harness.stripe.billingPortal.sessions.create({
    customer: subscribed.customer.id,
    return_url: 'http://localhost:5173/account',
  });
  const page = async (query = '') => (await fetch(`${harness.local.url}/portal/${session.id}${query}`)).text();
  const act = (action: string, fields: Record<string, string>) =>
    fetch(`${harness.local.url}/portal/${session.id}/${action}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  return { ...subscribed, session, page, act };
}

const lastEvent = async () => (await harness.local.admin.events()).at(-1)!;

describe('the customer portal', () => {
  it('shows the plan, its status and dates, the card on file, and the actions', async () => {
    const { page, subscriptionId } = await portalFor();
    const html = await page();
    const subscription = await harness.stripe.subscriptions.retrieve(subscriptionId);
    const trialEnds = new Date(subscription.trial_end! * 1000).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(html).toContain('Kindred · <span class="mode">test mode</span>');
    expect(html).toContain('Kindred Gold');
    expect(html).toContain('$199.00/year');
    expect(html).toContain('Status: Free trial');
    expect(html).toContain(`Trial ends ${trialEnds}`);
    expect(html).toContain('Card on file: Visa ·· 4242');
    expect(html).toMatch(/<label for="plan-sub_\w+">Plan<\/label>/);
    expect(html.match(/<option /g)).toHaveLength(6);
    expect(html).toContain('Gold · yearly · $199.00</option>');
    for (const button of ['Switch plan', 'Cancel plan', 'Update card']) expect(html).toContain(`>${button}</button>`);
    expect(html).toContain('<label for="card-number">Card number</label>');
    expect(html).toContain('<a class="back" href="http://localhost:5173/account">Return to Kindred</a>');
    expect(html).not.toContain('<script');
  });

  it('switches plan: customer.subscription.updated with the old item in previous_attributes', async () => {
    const { act, page, subscriptionId } = await portalFor();
    const premium = await catalogPrice(harness.stripe, 'kindred_premium_monthly');
    const response = await act('switch', { subscription: subscriptionId, price: premium.id });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\?done=switched$/);
    expect(await page('?done=switched')).toContain('<p role="status">Your plan has been switched.</p>');
    const event = await lastEvent();
    expect(event.type).toBe('customer.subscription.updated');
    const previous = event.data.previous_attributes as { items: { data: Stripe.SubscriptionItem[] } };
    expect(previous.items.data[0].price.lookup_key).toBe('kindred_gold_yearly');
    const subscription = await harness.stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription.items.data[0].price.lookup_key).toBe('kindred_premium_monthly');
    // A trial keeps its end when the interval changes.
    expect(subscription.status).toBe('trialing');
  });

  it('switching interval on an active plan restarts the cycle and invoices the new price', async () => {
    const { act, subscriptionId } = await portalFor({ lookupKey: 'kindred_basic_monthly', trialDays: null });
    const yearly = await catalogPrice(harness.stripe, 'kindred_basic_yearly');
    await act('switch', { subscription: subscriptionId, price: yearly.id });
    const subscription = await harness.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    expect(subscription.latest_invoice).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: 9900,
    });
    expect(subscription.billing_cycle_anchor).toBe(subscription.items.data[0].current_period_start);
  });

  it('cancels and resumes a plan', async () => {
    const { act, page, subscriptionId } = await portalFor();
    expect((await act('cancel', { subscription: subscriptionId })).status).toBe(303);
    const canceling = await harness.stripe.subscriptions.retrieve(subscriptionId);
    expect(canceling).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: canceling.items.data[0].current_period_end,
    });
    expect((await lastEvent()).data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const html = await page('?done=canceled');
    expect(html).toContain('Cancels on ');
    expect(html).toContain('>Resume plan</button>');
    expect(html).toContain('<p role="status">Your plan has been canceled.');

    await act('resume', { subscription: subscriptionId });
    expect(await harness.stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });
  });

  it('updates the card: a declined one shows an alert, a good one is attached and used', async () => {
    const { act, page, customer, subscriptionId } = await portalFor();
    const declined = await act('card', { cardNumber: '4000 0000 0000 9995', expiry: '12 / 34', cvc: '123' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('<p role="alert">Your card has insufficient funds.</p>');

    const before = (await harness.local.admin.events()).length;
    expect((await act('card', { cardNumber: '4000 0000 0000 0341', expiry: '12 / 34', cvc: '123' })).status).toBe(303);
    const events = (await harness.local.admin.events()).slice(before);
    expect(events.map((e) => e.type)).toEqual([
      'payment_method.attached',
      'customer.updated',
      'customer.subscription.updated',
    ]);
    const customerAfter = (await harness.stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(customerAfter.invoice_settings.default_payment_method).toBe((events[0].data.object as { id: string }).id);
    expect((await harness.stripe.subscriptions.retrieve(subscriptionId)).default_payment_method).toBe(
      customerAfter.invoice_settings.default_payment_method,
    );
    expect(await page()).toContain('Card on file: Visa ·· 0341');
  });

  it('shows a failed action as an alert, and answers unknown sessions with 404', async () => {
    const { act } = await portalFor();
    const response = await act('switch', { subscription: 'sub_nope', price: 'price_nope' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`<p role="alert">No such subscription: &#39;sub_nope&#39;</p>`);
    expect((await fetch(`${harness.local.url}/portal/bps_nope`)).status).toBe(404);
  });
});
