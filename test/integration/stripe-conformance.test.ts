/**
 * The local Stripe against the `stripe` SDK's own types: every operation the
 * product calls and the subscription lifecycle, with every raw response body
 * and every webhook event validated against a schema read from the SDK's
 * declarations (infra/local/stripe/conformance/sdk-schema.ts). A field the
 * SDK declares that the stand-in omits, a field it sends that the current API
 * no longer has (an invoice line's old `price`), or a value of the wrong kind
 * fails here, with its path. Decision 0052 lists what this does not cover.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSdkSchema,
  validate,
  type Finding,
  type SchemaNode,
  type SdkSchema,
} from '#infra/local/stripe/conformance/sdk-schema.ts';
import { catalogPrice, SECRET_KEY, startHarness, subscribe, type Harness } from '#infra/local/stripe/test-support.ts';
import { plansOfInvoicePrices, planOfLine } from '#lambdas/use-cases/billing/sync-customer.ts';

/** Each object the product meets, by its `object` field, as the SDK types it. */
const ROOTS = {
  subscription: 'Stripe.Subscription',
  invoice: 'Stripe.Invoice',
  customer: 'Stripe.Customer',
  deleted_customer: 'Stripe.DeletedCustomer',
  'checkout.session': 'Stripe.Checkout.Session',
  'billing_portal.session': 'Stripe.BillingPortal.Session',
  payment_intent: 'Stripe.PaymentIntent',
  payment_method: 'Stripe.PaymentMethod',
  charge: 'Stripe.Charge',
  refund: 'Stripe.Refund',
  price: 'Stripe.Price',
  product: 'Stripe.Product',
  line_item: 'Stripe.InvoiceLineItem',
  event: "Omit<Stripe.Event, 'data'>",
} as const;

/**
 * What the product reads from each object (lambdas/use-cases/billing and
 * shared/billing): the schema must declare every one, and the local Stripe
 * must send it, or the product's code for it has never run against a shape
 * that real Stripe sends.
 */
const PRODUCT_READS: Record<string, string[]> = {
  subscription: [
    'id',
    'status',
    'created',
    'trial_end',
    'cancel_at_period_end',
    'customer',
    'items.data.current_period_end',
    'items.data.price.id',
    'items.data.price.lookup_key',
  ],
  invoice: [
    'id',
    'status',
    'customer',
    'amount_due',
    'amount_paid',
    'currency',
    'created',
    'period_start',
    'period_end',
    'billing_reason',
    'lines.data.period.start',
    'lines.data.period.end',
    'lines.data.pricing.price_details.price',
  ],
  'checkout.session': ['id', 'mode', 'customer', 'status', 'payment_status', 'payment_intent', 'url', 'metadata'],
  payment_intent: ['id', 'status', 'latest_charge', 'metadata', 'amount', 'currency'],
  charge: ['payment_intent', 'customer', 'refunded', 'amount_refunded', 'status'],
  price: ['id', 'lookup_key', 'unit_amount', 'currency', 'recurring'],
  customer: ['id', 'metadata'],
  'billing_portal.session': ['url'],
};

type Recorded = { method: string; url: string; status: number; body: unknown };

let schema: SdkSchema;
let harness: Harness;
let stripe: Stripe;
const recorded: Recorded[] = [];

/** The SDK, as the product builds it, with every raw response body kept before the SDK parses it. */
function recordingSdk(port: number): Stripe {
  const fetchAndRecord: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const text = await response.clone().text();
    recorded.push({
      method: init?.method ?? 'GET',
      url: String(input),
      status: response.status,
      body: text ? JSON.parse(text) : null,
    });
    return response;
  };
  return new Stripe(SECRET_KEY, {
    host: 'localhost',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    httpClient: Stripe.createFetchHttpClient(fetchAndRecord),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates a Stripe object by its `object` field; lists item by item. */
function findingsFor(value: unknown, where: string): Finding[] {
  if (!isRecord(value)) return [{ path: where, problem: 'not an object' }];
  if (value.object === 'list' || value.object === 'search_result') {
    const data = Array.isArray(value.data) ? value.data : [];
    return data.flatMap((item, index) => findingsFor(item, `${where}.data[${index}]`));
  }
  if (value.object === 'event') {
    const { data, ...envelope } = value;
    const inner = isRecord(data) ? data.object : undefined;
    return [
      ...validate(schema, 'event', envelope).map((f) => ({ ...f, path: `${where}${f.path.slice(1)}` })),
      ...findingsFor(inner, `${where}.data.object`),
    ];
  }
  const root = value.deleted === true && value.object === 'customer' ? 'deleted_customer' : String(value.object);
  if (!Object.hasOwn(schema.roots, root)) return [{ path: where, problem: `no SDK type known for "${root}"` }];
  return validate(schema, root, value).map((f) => ({ ...f, path: `${where}${f.path.slice(1)}` }));
}

const receivedCount = () => harness.receiver.received.length;

/** Whether the schema declares `path` (dots; lists are stepped through) on `root`. */
function declares(root: string, path: string): boolean {
  let nodes: SchemaNode[] = [schema.roots[root]];
  for (const segment of path.split('.')) {
    const next: SchemaNode[] = [];
    const visit = (node: SchemaNode) => {
      if (node.kind === 'union') node.options.forEach(visit);
      else if (node.kind === 'array') visit(node.element);
      else if (node.kind === 'ref') {
        const object = schema.objects[node.name];
        if (segment === 'data' && Object.hasOwn(object.properties, 'data') && object.properties.object) {
          next.push(object.properties.data.type);
        } else if (Object.hasOwn(object.properties, segment)) next.push(object.properties[segment].type);
      }
    };
    nodes.forEach(visit);
    if (next.length === 0) return false;
    nodes = next;
  }
  return true;
}

/** Whether a sent object carries `path`, stepping into lists and arrays. */
function carries(value: unknown, path: string[]): boolean {
  if (path.length === 0) return value !== undefined;
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => carries(item, path));
  if (!isRecord(value)) return false;
  const [head, ...rest] = path;
  if (!Object.hasOwn(value, head)) return false;
  if (rest.length > 0 && value[head] === null) return true;
  return carries(value[head], rest);
}

beforeAll(async () => {
  schema = buildSdkSchema(ROOTS);
  harness = await startHarness();
  stripe = recordingSdk(harness.local.port);
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('the local Stripe conforms to the SDK types', () => {
  it('builds a schema that rejects what the current API no longer has', () => {
    // The schema itself must be able to fail: a line with the old top-level price, and one missing a field.
    const line = {
      id: 'il_1',
      object: 'line_item',
      amount: 0,
      currency: 'usd',
      description: null,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: 'in_1',
      livemode: false,
      metadata: {},
      parent: null,
      period: { start: 1, end: 2 },
      pretax_credit_amounts: [],
      pricing: null,
      quantity: 1,
      quantity_decimal: '1',
      subscription: null,
      subtotal: 0,
      taxes: [],
    };
    expect(validate(schema, 'line_item', line)).toEqual([]);
    expect(validate(schema, 'line_item', { ...line, price: { id: 'price_1' } })).toEqual([
      { path: '$.price', problem: expect.stringContaining('not a field') },
    ]);
    const { subscription: _dropped, ...withoutSubscription } = line;
    expect(validate(schema, 'line_item', withoutSubscription)).toEqual([
      { path: '$.subscription', problem: expect.stringContaining('missing') },
    ]);
    expect(validate(schema, 'line_item', { ...line, amount: '0' })).toEqual([
      { path: '$.amount', problem: 'expected number, got string' },
    ]);
  });

  it('declares every field the product reads', () => {
    const undeclared = Object.entries(PRODUCT_READS).flatMap(([root, paths]) =>
      paths.filter((path) => !declares(root, path)).map((path) => `${root}.${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('answers every operation the product calls, and sends every event, in the SDK shape', async () => {
    // Subscription: customer, prices, checkout with a trial, the portal, renewals, dunning, cancel, delete.
    const customer = await stripe.customers.create(
      { email: 'conformance@example.com', metadata: { memberId: 'm1' } },
      { idempotencyKey: 'kindred-customer-m1' },
    );
    const price = (await stripe.prices.list({ lookup_keys: ['kindred_gold_monthly'], active: true, limit: 1 })).data[0];
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'm1',
      line_items: [{ price: price.id, quantity: 1 }],
      payment_method_collection: 'always',
      subscription_data: { metadata: { memberId: 'm1' }, trial_period_days: 30 },
      metadata: { memberId: 'm1' },
      success_url: 'http://localhost/success?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/pricing',
    });
    const paid = await harness.local.admin.pay(session.id, '4000 0000 0000 0341');
    expect(paid.ok).toBe(true);
    await stripe.checkout.sessions.retrieve(session.id);
    await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost/dashboard' });
    await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 100 });
    await stripe.invoices.list({ customer: customer.id, limit: 24 });
    await stripe.prices.retrieve(price.id);
    // The trial ends, the 0341 card is declined at renewal, and the retries run out.
    await harness.local.admin.advance(31);
    await harness.local.admin.advance(20);
    const [subscription] = (await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 100 })).data;
    await stripe.invoices.list({ customer: customer.id, limit: 24 });
    if (subscription.status !== 'canceled') await stripe.subscriptions.cancel(subscription.id);
    await stripe.customers.del(customer.id);

    // One-time purchase: checkout in payment mode, its PaymentIntent with the charge, a refund.
    const buyer = await stripe.customers.create({ email: 'buyer@example.com', metadata: { memberId: 'm2' } });
    const once = await catalogPrice(stripe, 'kindred_boost');
    const purchase = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: buyer.id,
      client_reference_id: 'm2',
      line_items: [{ price: once.id, quantity: 1 }],
      payment_intent_data: { metadata: { memberId: 'm2' } },
      metadata: { memberId: 'm2' },
      success_url: 'http://localhost/success',
      cancel_url: 'http://localhost/cancel',
    });
    expect((await harness.local.admin.pay(purchase.id, '4242 4242 4242 4242')).ok).toBe(true);
    const completed = await stripe.checkout.sessions.retrieve(purchase.id);
    const paymentIntentId = completed.payment_intent as string;
    await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
    await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
    await harness.local.admin.refund(paymentIntentId);

    await expect.poll(() => harness.receiver.types(), { timeout: 30_000 }).toContain('charge.refunded');

    const findings = [
      ...recorded
        .filter((r) => r.status < 400)
        .flatMap((r) => findingsFor(r.body, `${r.method} ${new URL(r.url).pathname}`)),
      ...harness.receiver.received.flatMap(({ event }) => findingsFor(event, `event ${event.type}`)),
    ];
    expect(findings).toEqual([]);

    // Every object the product reads carries every field it reads.
    const sent = [
      ...recorded.map((r) => r.body),
      ...harness.receiver.received.map(({ event }) => event.data.object as unknown),
    ].flatMap((body) => (isRecord(body) && body.object === 'list' ? (body.data as unknown[]) : [body]));
    const missing = Object.entries(PRODUCT_READS).flatMap(([root, paths]) => {
      const objects = sent.filter((o) => isRecord(o) && o.object === root && o.deleted !== true);
      expect(objects.length, `no ${root} was sent`).toBeGreaterThan(0);
      return paths.filter((path) => !objects.every((o) => carries(o, path.split('.')))).map((p) => `${root}.${p}`);
    });
    expect(missing).toEqual([]);
  });

  it('drives incomplete, incomplete_expired, paused, resumed and delayed payments, every event in the SDK shape', async () => {
    const price = await catalogPrice(stripe, 'kindred_gold_monthly');
    const sessionFor = async (email: string, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) => {
      const customer = await stripe.customers.create({ email });
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'http://localhost/success',
        ...extra,
      });
      return { customer: customer.id, session: session.id };
    };
    const statusOf = async (customer: string) =>
      (await stripe.subscriptions.list({ customer, status: 'all' })).data.map((s) => s.status);
    const firstSentAt = receivedCount();

    // 3D Secure never completed: incomplete, then incomplete_expired with its invoice voided.
    const action = await sessionFor('action@example.com');
    expect((await harness.local.admin.pay(action.session, '4000 0027 6000 3184')).ok).toBe(false);
    expect(await statusOf(action.customer)).toEqual(['incomplete']);
    // Delayed debits: one succeeds, one fails, a few minutes on.
    const debit = await sessionFor('debit@example.com');
    const bounced = await sessionFor('bounced@example.com');
    expect((await harness.local.admin.pay(debit.session, 'DE89370400440532013000')).ok).toBe(true);
    expect((await harness.local.admin.pay(bounced.session, 'DE62370400440532013001')).ok).toBe(true);
    await stripe.checkout.sessions.retrieve(debit.session);
    await harness.local.admin.advance(0.01);
    await stripe.checkout.sessions.retrieve(debit.session);
    await harness.local.admin.advance(1);
    expect(await statusOf(action.customer)).toEqual(['incomplete_expired']);
    expect(await statusOf(debit.customer)).toEqual(['active']);
    expect(await statusOf(bounced.customer)).toEqual(['incomplete_expired']);
    await stripe.invoices.list({ customer: action.customer });

    // A trial without a card pauses, then resumes on request.
    const trial = await sessionFor('trial@example.com', {
      payment_method_collection: 'if_required',
      subscription_data: {
        trial_period_days: 7,
        trial_settings: { end_behavior: { missing_payment_method: 'pause' } },
      },
    });
    expect((await harness.local.admin.pay(trial.session, '')).ok).toBe(true);
    await harness.local.admin.advance(8);
    const [paused] = (await stripe.subscriptions.list({ customer: trial.customer, status: 'paused' })).data;
    await stripe.subscriptions.resume(paused.id, { billing_cycle_anchor: { type: 'now' } });
    await stripe.invoices.list({ customer: trial.customer });

    const wanted = [
      'invoice.payment_action_required',
      'invoice.voided',
      'checkout.session.async_payment_succeeded',
      'checkout.session.async_payment_failed',
      'customer.subscription.paused',
      'customer.subscription.resumed',
    ];
    await expect
      .poll(() => harness.receiver.types().slice(firstSentAt), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(wanted));
    const findings = [
      ...recorded
        .filter((r) => r.status < 400)
        .flatMap((r) => findingsFor(r.body, `${r.method} ${new URL(r.url).pathname}`)),
      ...harness.receiver.received.slice(firstSentAt).flatMap(({ event }) => findingsFor(event, `event ${event.type}`)),
    ];
    expect(findings).toEqual([]);
  });

  it('names the plan of an invoice whose price is on no current subscription', async () => {
    const { customer, subscriptionId } = await subscribe(harness, {
      lookupKey: 'kindred_gold_yearly',
      trialDays: null,
    });
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const premium = await catalogPrice(stripe, 'kindred_premium_monthly');
    // An interval change bills the new price at once; the first invoice's price is now on no subscription.
    await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: subscription.items.data[0].id, price: premium.id }],
    });
    const subscriptions = (await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data;
    const invoices = (await stripe.invoices.list({ customer: customer.id })).data;
    expect(invoices).toHaveLength(2);
    expect(subscriptions.flatMap((s) => s.items.data.map((i) => i.price.lookup_key))).toEqual([
      'kindred_premium_monthly',
    ]);
    const plans = await plansOfInvoicePrices(stripe, subscriptions, invoices);
    const byReason = Object.fromEntries(
      invoices.map((invoice) => [invoice.billing_reason, planOfLine(invoice.lines.data[0], plans)]),
    );
    expect(byReason).toEqual({ subscription_create: 'gold_yearly', subscription_update: 'premium_monthly' });
  });
});
