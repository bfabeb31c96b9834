/**
 * The local Stripe, as integration tests drive it: its admin API (what the
 * hosted checkout does with a card, the test clock, refunds, chaos, waiting
 * for deliveries) and the real SDK for reading what Stripe holds.
 */
import Stripe from 'stripe';
import { call } from './api';
import { cloud } from './cloud-info';
import type { TestMember } from './members';
import { eventually } from './table';

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Attaches at checkout, fails every later charge. */
  failsLater: '4000000000000341',
} as const;

const base = () => cloud().env.STRIPE_API_BASE;
const key = () => cloud().env.STRIPE_SECRET_KEY;

export async function admin<T = any>(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base()}/_local/${path}`, {
    method,
    headers: { authorization: `Bearer ${key()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

let sdk: Stripe | undefined;
/** The real SDK against the local Stripe, exactly as the handlers configure it. */
export function stripe(): Stripe {
  if (sdk) return sdk;
  const url = new URL(base());
  sdk = new Stripe(key(), { host: url.hostname, port: url.port, protocol: 'http' });
  return sdk;
}

/** Every webhook delivery done (the local Stripe's side); the app's side is awaited by polling what it wrote. */
export const deliveriesSettled = () => admin('GET', 'settled?timeout_ms=60000');

export const checkoutSessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** Starts Checkout for a plan as the member's browser would and pays with a card; returns what the hosted page did. */
export async function checkout(member: TestMember, plan: string, card: string = CARDS.ok) {
  const started = await call('createCheckoutSession', { token: member.accessToken, body: { plan } });
  if (started.status !== 200) throw new Error(`checkout: ${started.status} ${JSON.stringify(started.body)}`);
  const sessionId = checkoutSessionIdOf(started.body.url);
  const paid = await admin('POST', 'pay', { session: sessionId, card_number: card });
  return { sessionId, url: started.body.url as string, paid: paid.body, status: paid.status };
}

/** What GET /me says once it says something `until` accepts. */
export async function meUntil(member: TestMember, until: (me: any) => boolean, timeoutMs = 20_000) {
  return eventually(async () => {
    const me = (await call('getMe', { token: member.accessToken })).body;
    return until(me) ? me : undefined;
  }, timeoutMs);
}

/** A member who has loaded the app (so has a profile) and subscribed to `plan` with a card that works. */
export async function subscribed(member: TestMember, plan = 'gold_yearly') {
  await call('getMe', { token: member.accessToken });
  const result = await checkout(member, plan);
  if (result.status !== 200) throw new Error(`pay: ${result.status} ${JSON.stringify(result.paid)}`);
  await meUntil(member, (me) => me.subscription.isSubscribed);
  return result;
}

export async function customerOf(member: TestMember): Promise<string> {
  const { data } = await stripe().customers.list({ email: member.email, limit: 1 });
  if (!data[0]) throw new Error(`no Stripe customer for ${member.email}`);
  return data[0].id;
}
