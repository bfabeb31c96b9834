import type { Purchase } from '#shared/schemas/billing.ts';
import { getPurchase } from '../../db/purchases';
import { notFound } from '../../lib/errors';

/** One of my purchases, read from my own partition: another member's purchase id finds nothing. */
export async function getMyPurchase(memberId: string, purchaseId: string): Promise<Purchase> {
  const purchase = await getPurchase(memberId, purchaseId);
  if (!purchase) throw notFound('Purchase');
  return purchase;
}
