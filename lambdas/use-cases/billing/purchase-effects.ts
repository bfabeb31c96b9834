import type { ProductKey } from '#shared/billing/catalog.ts';
import { eliteAfterRefund, eliteGrantedBy, type EliteEntitlement } from '#shared/billing/entitlement.ts';
import { purchaseEffect, type PurchaseStatus } from '#shared/billing/purchase-status.ts';
import { getEntitlements, writeEliteEntitlement } from '../../db/entitlements';
import type { PurchaseRecord } from '../../db/purchases';
import { logger } from '../../lib/logger';
import { BOOSTS } from '#shared/boosts.ts';
import { activateBoost } from '../boosts/activate-boost';
import { refundBoost } from '../boosts/refund-boost';
import { closeRefundedRequest, queuePaidRequest } from '../elite/elite-effects';

type Effect = {
  grant(purchase: PurchaseRecord): Promise<void>;
  revoke(purchase: PurchaseRecord): Promise<void>;
};

/** Read, compute, write while nothing changed in between; again if something did. */
async function updateElite(
  memberId: string,
  next: (current: EliteEntitlement | null) => EliteEntitlement | null,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { elite, version } = await getEntitlements(memberId);
    const outcome = await writeEliteEntitlement(memberId, next(elite), version);
    if (outcome !== 'stale') return;
  }
  throw new Error(`Elite entitlement of ${memberId} kept changing; the stream will retry`);
}

/**
 * What each product does once paid, and undoes when refunded. The table
 * stream calls these when a purchase's status moves (never the browser, never
 * the webhook directly), so a feature acts on a completion exactly as the
 * stream delivers it: in order per purchase, retried until it succeeds.
 * A product without an effect here cannot be sold (create-payment-session).
 */
const EFFECTS: Partial<Record<ProductKey, Effect>> = {
  boost: {
    grant: async (purchase) =>
      void (await activateBoost(purchase.memberId, BOOSTS.boost, { id: purchase.purchaseId, origin: 'purchase' })),
    revoke: (purchase) => refundBoost(purchase.memberId, purchase.purchaseId),
  },
  super_boost: {
    grant: async (purchase) =>
      void (await activateBoost(purchase.memberId, BOOSTS.super_boost, {
        id: purchase.purchaseId,
        origin: 'purchase',
      })),
    revoke: (purchase) => refundBoost(purchase.memberId, purchase.purchaseId),
  },
  // The elite period, and the request the member submitted for it goes to the matchmakers (decision 0022).
  elite_match: {
    grant: async (purchase) => {
      await updateElite(purchase.memberId, (current) =>
        eliteGrantedBy(purchase.purchaseId, purchase.completedAt ?? purchase.createdAt, current),
      );
      await queuePaidRequest(purchase);
    },
    revoke: async (purchase) => {
      await updateElite(purchase.memberId, (current) => eliteAfterRefund(purchase.purchaseId, current));
      await closeRefundedRequest(purchase);
    },
  },
};

export function canSell(product: ProductKey): boolean {
  return EFFECTS[product] !== undefined;
}

/** Called by the stream for a purchase item that changed. */
export async function applyPurchaseChange(before: PurchaseStatus | undefined, after: PurchaseRecord): Promise<void> {
  const effect = purchaseEffect(before, after.status);
  const handler = EFFECTS[after.product];
  if (!effect || !handler) return;
  logger.info('Purchase effect', {
    memberId: after.memberId,
    purchaseId: after.purchaseId,
    product: after.product,
    effect,
  });
  await handler[effect](after);
}
