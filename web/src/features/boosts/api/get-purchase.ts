/** GET /billing/purchases/{id}: where a purchase stands while Stripe's webhook is on its way. */
import { api } from '../../../lib/api-client';

export const getPurchase = (purchaseId: string) => api('getPurchase', { params: { purchaseId } });
