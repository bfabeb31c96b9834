import type Stripe from 'stripe';
import { AppError } from '../../lib/errors';
import { callStripe } from '../../lib/stripe-client';

/** What a checkout of one price for a member's customer says besides: its mode, metadata and return pages. */
type CheckoutDetails = Omit<Stripe.Checkout.SessionCreateParams, 'customer' | 'client_reference_id' | 'line_items'>;

/**
 * Opens a Stripe Checkout for one of `priceId`, for the member's own
 * customer; `idempotencyKey` makes a repeated request open the same one. The
 * session always has the URL to send the browser to.
 */
export async function openCheckout(
  stripe: Stripe,
  member: { memberId: string; customer: string },
  priceId: string,
  details: CheckoutDetails,
  idempotencyKey: string,
): Promise<Stripe.Checkout.Session & { url: string }> {
  const session = await callStripe('start checkout', () =>
    stripe.checkout.sessions.create(
      {
        customer: member.customer,
        client_reference_id: member.memberId,
        line_items: [{ price: priceId, quantity: 1 }],
        ...details,
      },
      { idempotencyKey },
    ),
  );
  if (!session.url)
    throw new AppError('payment_provider_error', 'The payment provider did not open a checkout. Please try again.');
  return { ...session, url: session.url };
}
