import { BILLING_ROUTES } from '../../shared/routes/billing';
import { getPurchase } from '../db/purchases';
import { httpHandler } from '../lib/http-handler';
import { notFound } from '../lib/errors';

// Read from the caller's own partition: another member's purchase id finds nothing.
export const handler = httpHandler(BILLING_ROUTES.getPurchase, async ({ memberId, pathParameters }) => {
  const purchase = await getPurchase(memberId, pathParameters.purchaseId);
  if (!purchase) throw notFound('Purchase');
  return purchase;
});
