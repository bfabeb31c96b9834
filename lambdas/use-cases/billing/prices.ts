import type Stripe from 'stripe';
import { AppError } from '../../lib/errors';
import { callStripe } from '../../lib/stripe-client';

export type ResolvedPrice = { id: string; unitAmount: number; currency: string };

/** Prices change rarely; a container remembers them for five minutes. */
const TTL_MS = 5 * 60_000;
const cache = new Map<string, { price: ResolvedPrice; until: number }>();

/**
 * The active Stripe price behind one of our lookup keys. The amount comes
 * from Stripe, never from the browser; an operator who changes a price in
 * Stripe changes what Checkout charges.
 */
export async function priceFor(stripe: Stripe, lookupKey: string, now = Date.now()): Promise<ResolvedPrice> {
  const hit = cache.get(lookupKey);
  if (hit && hit.until > now) return hit.price;
  const { data } = await callStripe('look up the price', () =>
    stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
  );
  const found = data[0];
  if (!found || found.unit_amount === null) {
    throw new AppError('service_unavailable', 'This plan is not available right now. Please try again later.');
  }
  const price = { id: found.id, unitAmount: found.unit_amount, currency: found.currency };
  cache.set(lookupKey, { price, until: now + TTL_MS });
  return price;
}
