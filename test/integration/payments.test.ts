import { describe, expect, it } from 'vitest';
import { PLANS, TRIAL_DAYS } from '#shared/billing/catalog.ts';
import { call } from '../support/api';
import { eliteCheckoutBody } from '../support/elite';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember, waitUntilInDeck } from '../support/discoverable';
import { createMember } from '../support/members';
import { withinOneRateWindow } from '../support/rate-window';
import {
  admin,
  checkout,
  checkoutSessionIdOf,
  customerOf,
  deliveriesSettled,
  meUntil,
  stripe,
  subscribed,
} from '../support/stripe';
import { eventually, scanAll } from '../support/table';

const DAY = 86_400;

describe('subscribing', () => {
  it('a free member checks out yearly Gold with the 30-day trial; the tier changes only once Stripe says so', async () => {
    const member = await createMember();
    expect((await call('getMe', { token: member.accessToken })).body.subscription.tier).toBe('free');

    const started = await call('createCheckoutSession', { token: member.accessToken, body: { plan: 'gold_yearly' } });
    expect(started.status).toBe(200);
    const session = await stripe().checkout.sessions.retrieve(checkoutSessionIdOf(started.body.url));
    // A trial charges nothing today; the plan's price is the catalog's, resolved on the server.
    const {
      data: [line],
    } = await stripe().checkout.sessions.listLineItems(session.id);
    expect(line!.price).toMatchObject({
      lookup_key: PLANS.gold_yearly.lookupKey,
      unit_amount: PLANS.gold_yearly.amountCents,
    });
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: member.sub,
      amount_total: 0,
      success_url: `${cloud().webOrigin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${cloud().webOrigin}/subscription-canceled`,
    });
    // Checkout open, nothing paid: still free.
    expect((await call('getMe', { token: member.accessToken })).body.subscription.tier).toBe('free');

    await admin('POST', 'pay', { session: session.id, card_number: '4242 4242 4242 4242' });
    const me = await meUntil(member, (body) => body.subscription.tier === 'gold');
    const { now } = (await admin<{ now: number }>('GET', 'clock')).body;
    expect(me.billing).toMatchObject({
      planKey: 'gold_yearly',
      planName: 'Gold',
      status: 'trialing',
      interval: 'yearly',
      attention: null,
    });
    expect(Math.abs(Date.parse(me.billing.trialEndsAt) / 1000 - (now + TRIAL_DAYS * DAY))).toBeLessThan(120);
    expect(me.subscription.features.seeWhoLikedYou).toBe(true);

    // One customer, ours, with the member's id on it.
    const customer = await stripe().customers.retrieve(await customerOf(member));
    expect(customer).toMatchObject({ metadata: { memberId: member.sub } });
  });

  it('ignores amounts and anything else the browser adds: the body names a plan or product key, nothing more', async () => {
    const member = await createMember();
    await call('getMe', { token: member.accessToken });
    const mine = async () =>
      (await scanAll()).filter((item) => JSON.stringify(item).includes(member.sub) && item.entity !== 'sessionFloor');
    const before = await mine();
    for (const body of [
      { plan: 'gold_yearly', priceAmount: 1 },
      { plan: 'gold_yearly', amount: 0 },
      { plan: 'platinum_yearly' },
      { priceId: 'price_123' },
    ]) {
      const answer = await call('createCheckoutSession', { token: member.accessToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
    }
    const payment = await call('createPaymentSession', {
      token: member.accessToken,
      body: { product: 'elite_match', priceAmount: 100 },
    });
    expect(payment.status).toBe(400);
    expect(await mine()).toEqual(before);

    const elite = await call('createPaymentSession', {
      token: member.accessToken,
      body: await eliteCheckoutBody(member),
    });
    expect((await stripe().checkout.sessions.retrieve(checkoutSessionIdOf(elite.body.url))).amount_total).toBe(59_900);
  });

  it("refuses a second plan while one is active (409) and opens the portal for the member's own customer only", async () => {
    const member = await createMember();
    await subscribed(member, 'basic_monthly');
    const again = await call('createCheckoutSession', { token: member.accessToken, body: { plan: 'premium_monthly' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_subscribed');

    const portal = await call('openBillingPortal', { token: member.accessToken });
    expect(portal.status).toBe(200);
    // The portal page shows this member's plan: the session was made for their own customer.
    const page = await (await fetch(portal.body.url)).text();
    expect(page).toContain('Kindred Basic');
  });

  it('an unpaid plan grants nothing, tells the member what to do, and still refuses a second plan (409), opening the portal', async () => {
    // The account marks subscriptions unpaid when the retries run out (Stripe's setting), instead of canceling.
    await admin('POST', 'settings', { afterFinalRetry: 'unpaid' });
    try {
      const member = await createMember();
      await call('getMe', { token: member.accessToken });
      const paid = await checkout(member, 'gold_monthly', '4000 0000 0000 0341');
      expect(paid.status).toBe(200);
      await meUntil(member, (me) => me.subscription.isSubscribed);
      // Trial end: the renewal is declined; the three retries over 15 days fail too.
      await admin('POST', 'advance', { days: 31 });
      await meUntil(member, (me) => me.billing?.attention === 'payment_failed' && me.subscription.tier === 'gold');
      await admin('POST', 'advance', { days: 16 });
      const unpaid = await meUntil(member, (me) => me.billing?.status === 'unpaid');
      expect(unpaid).toMatchObject({ subscription: { tier: 'free' }, billing: { attention: 'unpaid' } });

      const again = await call('createCheckoutSession', { token: member.accessToken, body: { plan: 'basic_monthly' } });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('subscription_payment_due');
      expect(
        (await stripe().subscriptions.list({ customer: await customerOf(member), status: 'all' })).data,
      ).toHaveLength(1);
      expect((await call('openBillingPortal', { token: member.accessToken })).status).toBe(200);
    } finally {
      await admin('POST', 'settings', { afterFinalRetry: 'cancel' });
    }
  });

  it("a free member cannot open the portal; member A never reaches member B's customer or purchases", async () => {
    const a = await createMember();
    const b = await createMember();
    await subscribed(b, 'gold_monthly');
    const bPurchase = await call('createPaymentSession', { token: b.accessToken, body: await eliteCheckoutBody(b) });

    await call('getMe', { token: a.accessToken });
    const portal = await call('openBillingPortal', { token: a.accessToken });
    expect(portal.status).toBe(403);
    expect(portal.body.error.code).toBe('not_subscribed');
    expect((await call('checkSubscription', { token: a.accessToken })).body).toMatchObject({
      subscription: { tier: 'free' },
      billing: null,
    });
    expect(
      (await call('getPurchase', { token: a.accessToken, params: { purchaseId: bPurchase.body.purchaseId } })).status,
    ).toBe(404);
    // No route takes a customer, subscription or session id: nothing to change into B's.
    for (const body of [{ customer: await customerOf(b) }, { subscription: 'sub_x' }]) {
      expect(
        (await call('createCheckoutSession', { token: a.accessToken, body: { plan: 'gold_monthly', ...body } })).status,
      ).toBe(400);
    }
    expect(
      (await call('getPurchase', { token: b.accessToken, params: { purchaseId: bPurchase.body.purchaseId } })).body
        .status,
    ).toBe('pending');
  });

  it('limits how fast a member can start checkouts (429 with Retry-After), storing nothing for the refused ones', async () => {
    const member = await createMember();
    await call('getMe', { token: member.accessToken });
    const answers = [];
    const body = await eliteCheckoutBody(member);
    // Twelve checkouts, all in one of the limit's ten-minute windows (CI once crossed a window's end).
    await withinOneRateWindow('billingSession');
    for (let i = 0; i < 12; i++) answers.push(await call('createPaymentSession', { token: member.accessToken, body }));
    expect(answers.slice(0, 10).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers[10]!;
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await scanAll()).filter((item) => item.entity === 'purchase' && item.memberId === member.sub)).toHaveLength(
      10,
    );
  });
});

describe('a tier change applies at once, on every route', () => {
  it('an upgrade unlocks Who Liked You and unlimited likes on the very next call, whatever each Lambda saw before', async () => {
    const member = await createDiscoverableMember();
    const others = await Promise.all(Array.from({ length: 7 }, () => createDiscoverableMember()));
    for (const other of others) await waitUntilInDeck(member, other.sub);
    expect((await call('listLikesReceived', { token: member.accessToken })).status).toBe(403);
    const like = (targetId: string) =>
      call('recordSwipe', { token: member.accessToken, body: { targetId, action: 'like', timeZone: 'UTC' } });
    for (const other of others.slice(0, 5)) expect((await like(other.sub)).status).toBe(200);
    expect((await like(others[5]!.sub)).status).toBe(429);

    await subscribed(member, 'gold_monthly');
    // The same warm Lambdas that answered as free now answer as Gold.
    expect((await call('listLikesReceived', { token: member.accessToken })).status).toBe(200);
    expect((await like(others[5]!.sub)).status).toBe(200);
    expect((await like(others[6]!.sub)).status).toBe(200);
    const page = await call('listCandidates', { token: member.accessToken, query: { timeZone: 'UTC' } });
    expect(page.body.limits.likesLeft).toBeNull();
  });

  it('checkSubscription syncs from Stripe at once, before any webhook, and everyone agrees', async () => {
    const member = await createMember();
    await call('getMe', { token: member.accessToken });
    await admin('POST', 'chaos', { duplicates: 0, reorder: false });
    const started = await call('createCheckoutSession', {
      token: member.accessToken,
      body: { plan: 'premium_monthly' },
    });
    await admin('POST', 'pay', { session: checkoutSessionIdOf(started.body.url), card_number: '4242424242424242' });
    const checked = await call('checkSubscription', { token: member.accessToken });
    expect(checked.body).toMatchObject({
      subscription: { tier: 'premium', isSubscribed: true },
      billing: { planKey: 'premium_monthly' },
    });
    expect((await call('getMe', { token: member.accessToken })).body.subscription.tier).toBe('premium');
    expect((await call('getDashboard', { token: member.accessToken })).body.subscription.tier).toBe('premium');
    await deliveriesSettled();
  });
});

describe('the life of a plan', () => {
  it('canceled at period end, the plan stays until the period ends, then the member is free', async () => {
    const member = await createMember();
    await subscribed(member, 'basic_monthly');
    const customerId = await customerOf(member);
    const [subscription] = (await stripe().subscriptions.list({ customer: customerId })).data;
    await stripe().subscriptions.update(subscription!.id, { cancel_at_period_end: true });
    const ending = await meUntil(member, (me) => me.billing?.endsAt);
    expect(ending).toMatchObject({ subscription: { tier: 'basic' }, billing: { renewsAt: null } });
    await admin('POST', 'advance', { days: 32 });
    await meUntil(member, (me) => me.subscription.tier === 'free' && me.billing === null);
  });

  it('through the portal a member upgrades, downgrades, cancels, resumes and changes the card, and the app follows Stripe', async () => {
    const member = await createMember();
    await subscribed(member, 'basic_monthly');
    const portal = (await call('openBillingPortal', { token: member.accessToken })).body.url as string;
    const [subscription] = (await stripe().subscriptions.list({ customer: await customerOf(member) })).data;
    const priceOf = async (lookupKey: string) => (await stripe().prices.list({ lookup_keys: [lookupKey] })).data[0]!.id;
    const post = (action: string, fields: Record<string, string>) =>
      fetch(`${portal}/${action}`, {
        method: 'POST',
        body: new URLSearchParams({ subscription: subscription!.id, ...fields }),
        redirect: 'manual',
      });

    expect((await post('switch', { price: await priceOf('kindred_premium_yearly') })).status).toBe(303);
    await meUntil(member, (me) => me.subscription.tier === 'premium' && me.billing?.interval === 'yearly');
    expect((await post('switch', { price: await priceOf('kindred_gold_monthly') })).status).toBe(303);
    await meUntil(member, (me) => me.subscription.tier === 'gold' && me.billing?.planKey === 'gold_monthly');

    expect((await post('cancel', {})).status).toBe(303);
    await meUntil(member, (me) => me.billing?.endsAt && me.billing.renewsAt === null);
    expect((await post('resume', {})).status).toBe(303);
    await meUntil(member, (me) => me.billing?.renewsAt && me.billing.endsAt === null);

    const declined = await post('card', { cardNumber: '4000000000000002', expiry: '12/34', cvc: '123' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await post('card', { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' })).status).toBe(303);
    expect((await call('getMe', { token: member.accessToken })).body.subscription.tier).toBe('gold');
  });

  it('an Elite Match purchase is pending until paid, grants elite when Stripe says so, and a refund takes it back', async () => {
    const member = await createMember();
    await call('getMe', { token: member.accessToken });
    const started = await call('createPaymentSession', {
      token: member.accessToken,
      body: await eliteCheckoutBody(member),
    });
    const read = () =>
      call('getPurchase', { token: member.accessToken, params: { purchaseId: started.body.purchaseId } });
    expect((await read()).body).toMatchObject({ product: 'elite_match', status: 'pending', amountCents: 59_900 });
    expect((await call('getMe', { token: member.accessToken })).body.subscription.tier).toBe('free');

    await admin('POST', 'pay', { session: checkoutSessionIdOf(started.body.url), card_number: '4242424242424242' });
    const elite = await meUntil(member, (me) => me.subscription.tier === 'elite');
    expect(elite.subscription.features.eliteMatching).toBe(true);
    expect((await read()).body.status).toBe('completed');

    const paymentIntent = (await stripe().checkout.sessions.retrieve(checkoutSessionIdOf(started.body.url)))
      .payment_intent as string;
    await admin('POST', 'refund', { payment_intent: paymentIntent });
    await meUntil(member, (me) => me.subscription.tier === 'free');
    expect((await read()).body.status).toBe('refunded');
  });

  it('deleting an account cancels the subscription at Stripe at once and deletes the customer; nothing of the member remains', async () => {
    const member = await createMember();
    await subscribed(member, 'premium_yearly');
    const customerId = await customerOf(member);
    const [subscription] = (await stripe().subscriptions.list({ customer: customerId })).data;
    expect(subscription!.status).toBe('trialing');

    expect(
      (await call('deleteMyAccount', { token: member.accessToken, body: { confirmation: 'DELETE' } })).status,
    ).toBe(200);
    await eventually(
      async () => (await stripe().subscriptions.retrieve(subscription!.id)).status === 'canceled',
      20_000,
    );
    await eventually(
      async () => ((await stripe().customers.retrieve(customerId)) as { deleted?: boolean }).deleted === true,
      20_000,
    );
    await deliveriesSettled();
    // Nothing of the member, and no way back from the customer to them.
    await eventually(
      async () =>
        (await scanAll()).filter((item) => JSON.stringify(item).includes(member.sub) && item.entity !== 'sessionFloor')
          .length === 0,
      20_000,
    );
    expect(
      (await scanAll()).filter((item) => item.entity === 'stripeCustomer' && JSON.stringify(item).includes(customerId)),
    ).toEqual([]);
  });

  it('the export lists billing history (plan, dates, amounts, status) and never card data', async () => {
    const member = await createMember();
    await subscribed(member, 'gold_yearly');
    await deliveriesSettled();
    const exported = (await eventually(async () => {
      const body = (await call('exportMyData', { token: member.accessToken })).body;
      return body.billingHistory.length > 0 ? body : undefined;
    })) as { billingHistory: Array<Record<string, unknown>> };
    expect(exported.billingHistory[0]).toMatchObject({
      kind: 'subscription',
      description: 'Kindred Gold (yearly)',
      status: 'paid',
      currency: 'usd',
    });
    expect(JSON.stringify(exported)).not.toMatch(/4242|last4|"card"|exp_month/);
  });
});
