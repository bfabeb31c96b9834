import type Stripe from 'stripe';
import { purchaseStatusOf } from '#shared/billing/purchase-status.ts';
import { memberOfCustomer } from '../../db/billing-customers';
import { getPurchase, syncPurchase } from '../../db/purchases';
import { logger } from '../../lib/logger';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Brings one purchase in line with Stripe's payment, read fresh (see
 * sync-customer.ts for why). The purchase is found from the metadata our
 * server put on the payment, and only counts when its customer is the
 * member's own and the checkout is the one the purchase started.
 */
async function apply(
  checkoutSession: Stripe.Checkout.Session,
  paymentIntent: Stripe.PaymentIntent | null,
  syncedAt: number,
): Promise<string> {
  const memberId = checkoutSession.metadata?.memberId;
  const purchaseId = checkoutSession.metadata?.purchaseId;
  const customerId = idOf(checkoutSession.customer);
  if (!memberId || !purchaseId || !customerId || (await memberOfCustomer(customerId)) !== memberId) {
    logger.warn('Stripe payment is not one of our purchases; nothing written', {
      checkoutSessionId: checkoutSession.id,
      customerId,
    });
    return 'unknown';
  }
  const purchase = await getPurchase(memberId, purchaseId);
  if (!purchase || (purchase.checkoutSessionId && purchase.checkoutSessionId !== checkoutSession.id)) {
    logger.warn('No purchase for this checkout; nothing written', {
      checkoutSessionId: checkoutSession.id,
      memberId,
      purchaseId,
    });
    return 'unknown';
  }
  const status = purchaseStatusOf(paymentIntent as never, checkoutSession.status ?? 'open');
  const charge = paymentIntent && typeof paymentIntent.latest_charge === 'object' ? paymentIntent.latest_charge : null;
  const outcome = await syncPurchase(
    memberId,
    purchaseId,
    {
      status,
      paymentIntentId: paymentIntent?.id ?? null,
      completedAt:
        status === 'completed' || status === 'refunded'
          ? new Date((charge?.created ?? paymentIntent?.created ?? 0) * 1000).toISOString()
          : null,
      refundedAt: status === 'refunded' ? new Date(syncedAt).toISOString() : null,
    },
    syncedAt,
  );
  logger.info('Purchase synced from Stripe', { memberId, purchaseId, product: purchase.product, status, outcome });
  return outcome;
}

export async function syncPurchaseFromCheckout(stripe: Stripe, checkoutSessionId: string): Promise<string> {
  const syncedAt = Date.now();
  const session = await stripe.checkout.sessions.retrieve(checkoutSessionId);
  const paymentIntentId = idOf(session.payment_intent);
  const paymentIntent = paymentIntentId
    ? await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] })
    : null;
  return apply(session, paymentIntent, syncedAt);
}

export async function syncPurchaseFromPaymentIntent(stripe: Stripe, paymentIntentId: string): Promise<string> {
  const syncedAt = Date.now();
  const [paymentIntent, sessions] = await Promise.all([
    stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }),
    stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 }),
  ]);
  const session = sessions.data[0];
  if (!session) {
    logger.warn('No checkout for this payment; nothing written', { paymentIntentId });
    return 'unknown';
  }
  return apply(session, paymentIntent, syncedAt);
}
