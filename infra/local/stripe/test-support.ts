/**
 * Test harness for the local Stripe's own tests: a server on an ephemeral
 * port, the real SDK pointed at it, and a webhook receiver that verifies
 * every signature with `Stripe.webhooks.constructEvent`, as the app does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startLocalStripe, type LocalStripe, type LocalStripeOptions } from './local-stripe';

export const SECRET_KEY = 'sk_test_local';
export const WEBHOOK_SECRET = 'whsec_local_test';

export type Received = { event: Stripe.Event; at: number };

export type Receiver = {
  url: string;
  received: Received[];
  /** Event types in arrival order. */
  types(): string[];
  /** Answer with this status (default 200); can depend on the event and how often it was seen. */
  respond: (event: Stripe.Event, seen: number) => number;
  /** Milliseconds to wait before answering (reordering tests). */
  delayMs: (event: Stripe.Event) => number;
  badSignatures: number;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const seen = new Map<string, number>();
  const receiver: Receiver = {
    url: '',
    received: [],
    badSignatures: 0,
    types: () => receiver.received.map((r) => r.event.type),
    respond: () => 200,
    delayMs: () => 0,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          Buffer.concat(chunks),
          String(req.headers['stripe-signature']),
          WEBHOOK_SECRET,
        );
      } catch {
        receiver.badSignatures += 1;
        res.writeHead(400).end();
        return;
      }
      const count = (seen.get(event.id) ?? 0) + 1;
      seen.set(event.id, count);
      const status = receiver.respond(event, count);
      setTimeout(() => {
        if (status >= 200 && status < 300) receiver.received.push({ event, at: Date.now() });
        res.writeHead(status).end();
      }, receiver.delayMs(event));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  receiver.url = `http://localhost:${(server.address() as AddressInfo).port}/webhooks/stripe`;
  return receiver;
}

export type Harness = {
  local: LocalStripe;
  stripe: Stripe;
  receiver: Receiver;
  logs: string[];
  close(): Promise<void>;
};

export async function startHarness(
  options: Partial<LocalStripeOptions> & { receiver?: boolean } = {},
): Promise<Harness> {
  const receiver = await startReceiver();
  const logs: string[] = [];
  const local = await startLocalStripe({
    port: 0,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    log: (line) => logs.push(line),
    retryBaseMs: 5,
    reorderWindowMs: 50,
    ...options,
    webhookUrl: options.receiver === false ? '' : (options.webhookUrl ?? receiver.url),
  });
  const stripe = sdkFor(local);
  return {
    local,
    stripe,
    receiver,
    logs,
    close: async () => {
      await local.close();
      await receiver.close();
    },
  };
}

/** The app's way of reaching the local Stripe; no retries, so a failure shows at once. */
export function sdkFor(local: LocalStripe, key = SECRET_KEY): Stripe {
  return new Stripe(key, { host: 'localhost', port: local.port, protocol: 'http', maxNetworkRetries: 0 });
}

/** A price of the seeded catalog, by lookup key. */
export async function catalogPrice(stripe: Stripe, lookupKey: string): Promise<Stripe.Price> {
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey] });
  if (!data[0]) throw new Error(`no price ${lookupKey}`);
  return data[0];
}

/** A customer with a subscription checkout paid with `card`; returns the ids. */
export async function subscribe(
  harness: Harness,
  options: { lookupKey?: string; card?: string; trialDays?: number | null } = {},
) {
  const { stripe, local } = harness;
  const price = await catalogPrice(stripe, options.lookupKey ?? 'kindred_gold_yearly');
  const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { userId: 'u1' } });
  const trialDays = options.trialDays === undefined ? 30 : options.trialDays;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'http://localhost:5173/billing/success?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/pricing',
    client_reference_id: 'u1',
    metadata: { userId: 'u1' },
    subscription_data: { ...(trialDays ? { trial_period_days: trialDays } : {}), metadata: { userId: 'u1' } },
  });
  const paid = await local.admin.pay(session.id, options.card ?? '4242 4242 4242 4242');
  if (!paid.ok) throw new Error(paid.error.message);
  const subscriptionId = paid.session.subscription as string;
  return { customer, price, session, subscriptionId };
}
