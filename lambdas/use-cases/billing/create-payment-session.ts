import { ulid } from 'ulid';
import { ONE_TIME_PRODUCTS } from '#shared/billing/catalog.ts';
import type { CreatePaymentSession, PaymentSession } from '#shared/schemas/billing.ts';
import { getEliteRequest } from '../../db/elite';
import { attachCheckoutSession, createPendingPurchase } from '../../db/purchases';
import { AppError, notFound } from '../../lib/errors';
import { stripeClient } from '../../lib/stripe-client';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { ensureCustomer } from './billing-customer';
import { purchaseReturnUrls } from './checkout-urls';
import { openCheckout } from './open-checkout';
import { priceFor } from './prices';
import { canSell } from './purchase-effects';

/**
 * Stripe Checkout in payment mode for a one-time product. The purchase is
 * recorded as pending first, with its id in the payment's metadata, so the
 * webhook can find it; only the webhook completes it. The browser names the
 * product, never an amount (the spec's create-payment sent `priceAmount`).
 */
export async function createPaymentSession(
  memberId: string,
  { product, eliteRequestId }: CreatePaymentSession,
  now = new Date(),
): Promise<PaymentSession> {
  if (!canSell(product)) throw new AppError('conflict', `${ONE_TIME_PRODUCTS[product].name} cannot be bought yet.`);
  // An Elite Match pays for one submitted request of the member's own, still awaiting payment.
  if (eliteRequestId) {
    const request = await getEliteRequest(memberId, eliteRequestId);
    if (!request) throw notFound('Elite request');
    if (request.status !== 'awaiting_payment')
      throw new AppError('conflict', 'This Elite Match request has already been paid for.');
  }
  // Counted before the payment provider is asked anything (the limit guards those calls), after our own checks.
  await enforceRateLimit(memberId, 'billingSession', now.getTime());
  const stripe = await stripeClient();
  const customer = await ensureCustomer(stripe, memberId);
  const price = await priceFor(stripe, ONE_TIME_PRODUCTS[product].lookupKey, now.getTime());

  const purchaseId = ulid(now.getTime());
  const created = await createPendingPurchase(
    {
      purchaseId,
      memberId,
      product,
      amountCents: price.unitAmount,
      currency: price.currency,
      status: 'pending',
      checkoutSessionId: null,
      paymentIntentId: null,
      createdAt: now.toISOString(),
      completedAt: null,
      refundedAt: null,
      ...(eliteRequestId ? { eliteRequestId } : {}),
    },
    now,
  );
  if (!created) throw notFound('Profile');

  const metadata = { memberId, purchaseId, product, ...(eliteRequestId ? { eliteRequestId } : {}) };
  const session = await openCheckout(
    stripe,
    { memberId, customer },
    price.id,
    { mode: 'payment', payment_intent_data: { metadata }, metadata, ...purchaseReturnUrls(product, purchaseId) },
    `kindred-purchase-${purchaseId}`,
  );
  await attachCheckoutSession(memberId, purchaseId, session.id);
  return { url: session.url, purchaseId };
}
