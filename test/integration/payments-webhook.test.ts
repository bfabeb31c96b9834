import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { eliteCheckoutBody } from '../support/elite';
import { cloud } from '../support/cloud-info';
import { createMember, type TestMember } from '../support/members';
import {
  admin,
  CARDS,
  checkout,
  checkoutSessionIdOf,
  customerOf,
  deliveriesSettled,
  meUntil,
  stripe,
  subscribed,
} from '../support/stripe';
import { syncTargetOf } from '#lambdas/use-cases/billing/stripe-event-target.ts';
import { subscriptionFrom } from '#shared/tiers.ts';
import { keys } from '#lambdas/db/keys.ts';
import { settled } from '../support/faults';
import { eventually, getItem, memberItems, scanAll } from '../support/table';

type Event = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

const secret = () => cloud().env.STRIPE_WEBHOOK_SECRET;
const deliver = (payload: string, signature?: string) =>
  call('handleStripeWebhook', {
    body: payload,
    headers: signature ? { 'stripe-signature': signature, 'content-type': 'application/json' } : {},
  });
const signed = (payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: secret(), ...(timestamp ? { timestamp } : {}) });
const now = () => Math.floor(Date.now() / 1000);

/** The member's entitlement item: what the tier is resolved from. */
async function entitlementOf(memberId: string) {
  const item = await getItem(keys.entitlement(memberId));
  return item ? { subscription: item.subscription ?? null, elite: item.elite ?? null } : null;
}

/**
 * What the member's billing comes to: the resolved tier, the subscription
 * entitlement and every purchase's status. (An elite period granted and then
 * refunded, or never granted because the refund was seen first, both grant nothing.)
 */
async function outcomeOf(memberId: string) {
  const items = await memberItems(memberId);
  const entitlement = items.find((entry) => entry.entity === 'entitlement');
  return {
    resolved: subscriptionFrom({
      elite: entitlement?.elite as never,
      subscription: entitlement?.subscription as never,
    }),
    subscription: entitlement?.subscription ?? null,
    purchases: items.filter((entry) => entry.entity === 'purchase').map((entry) => [entry.product, entry.status]),
  };
}

/** The events Stripe recorded for a customer, oldest first. */
async function eventsOf(customerId: string): Promise<Event[]> {
  const { body } = await admin<{ data: Event[] }>('GET', 'events?limit=1000');
  return body.data.filter((event) => JSON.stringify(event.data.object).includes(customerId));
}

/**
 * Forgets which events were applied and what they did, as if Stripe were
 * delivering them for the first time: no entitlement, purchases pending.
 */
async function forgetEvents(memberId: string, events: Event[]) {
  const { DeleteCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
  const table = cloud().env.TABLE_NAME;
  await Promise.all(
    events.map((event) => dynamo.send(new DeleteCommand({ TableName: table, Key: keys.stripeEvent(event.id) }))),
  );
  await dynamo.send(new DeleteCommand({ TableName: table, Key: keys.entitlement(memberId) }));
  const purchases = (await memberItems(memberId)).filter((item) => item.entity === 'purchase');
  await Promise.all(
    purchases.map((purchase) =>
      dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { pk: purchase.pk, sk: purchase.sk },
          UpdateExpression: 'SET #status = :pending REMOVE syncedAt, completedAt, refundedAt',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        }),
      ),
    ),
  );
}

/** Waits until every given event is applied (done) and the stream is quiet, then answers the member's billing. */
async function appliedThen(memberId: string, eventIds: string[]) {
  await eventually(async () => {
    const stored = await Promise.all([...new Set(eventIds)].map((eventId) => getItem(keys.stripeEvent(eventId))));
    return stored.every((item) => item?.status === 'done');
  });
  // Purchase effects follow on the main stream; give them their turn.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return outcomeOf(memberId);
}

/**
 * A member whose billing went through every event the webhook handles: a
 * trial on a card that fails later, an Elite Match bought and refunded, a
 * renewal that fails and its retries, the cancellation that follows, and the
 * customer deleted. The async-payment checkout events, which the local
 * Stripe's cards never cause, are the completed checkout's re-sent as those
 * types, as Stripe would send them for a delayed payment method.
 */
async function memberWithHistory(): Promise<{ member: TestMember; customerId: string; events: Event[] }> {
  const member = await createMember();
  await call('getMe', { token: member.accessToken });
  const trial = await checkout(member, 'basic_monthly', CARDS.failsLater);
  expect(trial.status).toBe(200);
  await meUntil(member, (me) => me.subscription.tier === 'basic');
  const customerId = await customerOf(member);

  const elite = await call('createPaymentSession', {
    token: member.accessToken,
    body: await eliteCheckoutBody(member),
  });
  await admin('POST', 'pay', { session: checkoutSessionIdOf(elite.body.url), card_number: CARDS.ok });
  await meUntil(member, (me) => me.subscription.tier === 'elite');
  const purchase = (
    await call('getPurchase', { token: member.accessToken, params: { purchaseId: elite.body.purchaseId } })
  ).body;
  await admin('POST', 'refund', {
    payment_intent: (await stripe().checkout.sessions.retrieve(checkoutSessionIdOf(elite.body.url))).payment_intent,
  });
  await meUntil(member, (me) => me.subscription.tier === 'basic');
  expect(purchase.status).toBe('completed');

  await admin('POST', 'advance', { days: 31 });
  await meUntil(member, (me) => me.billing?.attention === 'payment_failed');
  // past_due keeps the plan while Stripe retries (3, 5 and 7 days apart); after the last, it is canceled.
  await admin('POST', 'advance', { days: 7 });
  expect((await call('getMe', { token: member.accessToken })).body.subscription.tier).toBe('basic');
  await admin('POST', 'advance', { days: 9 });
  await meUntil(member, (me) => me.subscription.tier === 'free');
  await stripe().customers.del(customerId);
  await deliveriesSettled();

  const recorded = await eventsOf(customerId);
  const completedCheckout = recorded.find(
    (event) => event.type === 'checkout.session.completed' && event.data.object.mode === 'payment',
  )!;
  const asAsync = (type: string): Event => ({
    ...completedCheckout,
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    type,
  });
  const events = [
    ...recorded,
    asAsync('checkout.session.async_payment_succeeded'),
    asAsync('checkout.session.async_payment_failed'),
  ];
  return { member, customerId, events: events.filter((event) => syncTargetOf(event as never) !== undefined) };
}

/** Every event once, in the order Stripe made them, from a clean slate: the result any other order must equal. */
async function replayedInOrder(memberId: string, events: Event[]) {
  await forgetEvents(memberId, events);
  for (const event of events) {
    const body = JSON.stringify(event);
    expect((await deliver(body, signed(body))).status).toBe(200);
  }
  return appliedThen(
    memberId,
    events.map((event) => event.id),
  );
}

const HANDLED_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'customer.deleted',
];

/**
 * The whole table, once the cloud's stream and S3 work is delivered: a "writes nothing" check compares it
 * after. Run alone, this file starts while the sample seed's stream effects are still landing.
 */
async function quietTable() {
  await settled();
  return scanAll();
}

describe('the Stripe webhook', () => {
  it('refuses a missing header, a wrong secret, a tampered body, a stale or a future timestamp with 400, writing nothing', async () => {
    const before = await quietTable();
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'invoice.paid',
      created: now(),
      data: { object: { customer: 'cus_x' } },
    });
    const attempts = [
      [payload, undefined],
      [payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' })],
      [payload.replace('invoice', 'charge'), signed(payload)],
      [payload, signed(payload, now() - 3600)],
      [payload, signed(payload, now() + 86_400)],
      [payload, signed(payload, now() + 10 * 365 * 86_400)],
      [payload, 'v1=abc'],
    ] as const;
    for (const [body, signature] of attempts) {
      const response = await deliver(body, signature);
      expect(response.status, String(signature)).toBe(400);
      expect(response.body.error.code).toBe('invalid_signature');
    }
    expect(await scanAll()).toEqual(before);
  });

  it('refuses a validly signed body that is not an event with 400 invalid_event, not a 500', async () => {
    const before = await quietTable();
    const bodies = [
      'null',
      '"evt_1"',
      '[]',
      '{}',
      JSON.stringify({
        id: `evt_${'x'.repeat(10_000)}`,
        object: 'event',
        type: 'invoice.paid',
        created: now(),
        data: { object: {} },
      }),
      JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'invoice.paid',
        created: 'yesterday',
        data: { object: {} },
      }),
      JSON.stringify({
        id: 'evt_2',
        object: 'event',
        type: 'invoice.paid',
        created: now(),
        data: { object: { customer: 42 } },
      }),
      JSON.stringify({
        id: 'evt_3',
        object: 'event',
        type: 'checkout.session.completed',
        created: now(),
        data: { object: { mode: 'payment' } },
      }),
    ];
    for (const body of bodies) {
      const response = await deliver(body, signed(body));
      expect(response.status, body.slice(0, 60)).toBe(400);
      expect(response.body.error.code).toBe('invalid_event');
    }
    expect(await scanAll()).toEqual(before);
  });

  it('acknowledges an event for a customer that is not a member, and writes nothing', async () => {
    const before = await quietTable();
    const stranger = await stripe().customers.create({ email: 'not-a-member@example.com' });
    const body = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: now(),
      data: { object: { id: 'sub_x', customer: stranger.id } },
    });
    const response = await deliver(body, signed(body));
    expect(response).toMatchObject({ status: 200, body: { received: true } });
    expect(await scanAll()).toEqual(before);
  });

  it('every event type, each delivered 10 times, leaves the same entitlement as delivering them once, in order', async () => {
    const { member, events } = await memberWithHistory();
    expect([...new Set(events.map((event) => event.type))].sort()).toEqual(expect.arrayContaining(HANDLED_TYPES));
    const inOrder = await replayedInOrder(member.sub, events);
    expect(inOrder.resolved.tier).toBe('free');
    expect(inOrder.purchases).toEqual([['elite_match', 'refunded']]);

    await forgetEvents(member.sub, events);
    for (const event of events) {
      const body = JSON.stringify(event);
      const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(body, signed(body))));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
    }
    expect(
      await appliedThen(
        member.sub,
        events.map((event) => event.id),
      ),
    ).toEqual(inOrder);
  });

  it('the same events in any order end in the in-order entitlement (fast-check permutations)', async () => {
    const { member, events } = await memberWithHistory();
    const inOrder = await replayedInOrder(member.sub, events);
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
        async (order) => {
          await forgetEvents(member.sub, events);
          for (const event of order) {
            const body = JSON.stringify(event);
            expect((await deliver(body, signed(body))).status).toBe(200);
          }
          expect(
            await appliedThen(
              member.sub,
              events.map((event) => event.id),
            ),
          ).toEqual(inOrder);
        },
      ),
      { numRuns: 3 },
    );
  });

  it("with the local Stripe duplicating and reordering every delivery, checkout still ends in exactly Stripe's state", async () => {
    await admin('POST', 'chaos', { duplicates: 3, reorder: true });
    try {
      const member = await createMember();
      await subscribed(member, 'premium_yearly');
      await deliveriesSettled();
      const customerId = await customerOf(member);
      const events = await eventsOf(customerId);
      const outcome = await appliedThen(
        member.sub,
        events.filter((event) => syncTargetOf(event as never) !== undefined).map((event) => event.id),
      );
      const [live] = (await stripe().subscriptions.list({ customer: customerId })).data;
      expect(outcome.subscription).toMatchObject({
        stripeSubscriptionId: live!.id,
        status: live!.status,
        tier: 'premium',
        planKey: 'premium_yearly',
      });
      expect(outcome.resolved.tier).toBe('premium');
    } finally {
      await admin('POST', 'chaos', { duplicates: 0, reorder: false });
    }
  });

  it('an event whose effects fail (Stripe is down) stays received, not done, and is applied when Stripe delivers it again', async () => {
    const member = await createMember();
    await subscribed(member, 'gold_monthly');
    await deliveriesSettled();
    const portal = (await call('openBillingPortal', { token: member.accessToken })).body.url as string;
    const [subscription] = (await stripe().subscriptions.list({ customer: await customerOf(member) })).data;

    // Stripe's API goes down; the member cancels in the portal (a page, not the API), and Stripe sends the event.
    await admin('POST', 'outage', { requests: 1000 });
    try {
      const form = new URLSearchParams({ subscription: subscription!.id });
      const cancel = await fetch(`${portal}/cancel`, { method: 'POST', body: form, redirect: 'manual' });
      expect(cancel.status).toBe(303);
      await deliveriesSettled();
      const {
        body: { data },
      } = await admin<{ data: Event[] }>('GET', 'events?type=customer.subscription.updated&limit=1');
      const event = data[0]!;
      const stored = async () => getItem(keys.stripeEvent(event.id));
      await eventually(async () => (await stored())?.status === 'received');
      // The billing consumer fails and is retried meanwhile; the event is never marked done, nothing changes.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect((await stored())?.status).toBe('received');
      expect((await call('getMe', { token: member.accessToken })).body.billing.endsAt).toBeNull();

      // Stripe is back and redelivers it: applied, then done.
      await admin('POST', 'outage', { requests: 0 });
      await admin('POST', `events/${event.id}/resend`);
      await meUntil(member, (me) => me.billing?.endsAt);
      await eventually(async () => (await stored())?.status === 'done');
      expect((await stored())?.deliveries).toBe(2);
    } finally {
      await admin('POST', 'outage', { requests: 0 });
    }
  });

  it('a declined card at checkout changes nothing: the member stays free', async () => {
    const member = await createMember();
    await call('getMe', { token: member.accessToken });
    const declined = await checkout(member, 'gold_monthly', CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.paid.error.message).toBe('Your card was declined.');
    const poor = await checkout(member, 'gold_monthly', CARDS.insufficientFunds);
    expect(poor.paid.error.message).toBe('Your card has insufficient funds.');
    await deliveriesSettled();
    expect((await call('getMe', { token: member.accessToken })).body).toMatchObject({
      subscription: { tier: 'free', isSubscribed: false },
      billing: null,
    });
    expect(await entitlementOf(member.sub)).toBeNull();
  });
});
