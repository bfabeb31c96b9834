import type Stripe from 'stripe';
import { getCustomerId, saveCustomer } from '../../db/billing-customers';
import { getProfile } from '../../db/profiles';
import { notFound } from '../../lib/errors';
import { callStripe } from '../../lib/stripe-client';

/**
 * The member's one Stripe customer, created on first need. The idempotency
 * key makes a retried or concurrent first checkout reuse the same customer;
 * the member id goes in its metadata so Stripe's dashboard shows whose it is.
 * Every billing call finds the customer from the member, never from input.
 */
export async function ensureCustomer(stripe: Stripe, memberId: string): Promise<string> {
  const existing = await getCustomerId(memberId);
  if (existing) return existing;
  const profile = await getProfile(memberId);
  if (!profile) throw notFound('Profile');
  const customer = await callStripe('set up billing', () =>
    stripe.customers.create(
      { email: profile.email, metadata: { memberId } },
      { idempotencyKey: `kindred-customer-${memberId}` },
    ),
  );
  const saved = await saveCustomer(memberId, customer.id);
  if (!saved) throw notFound('Profile');
  return saved;
}
