/** GET /billing/purchases/{id}: where a one-time purchase stands while Stripe's webhook is on its way (boosts, Elite Match). */
import { api } from '../api-client';

export const getPurchase = (purchaseId: string) => api('getPurchase', { params: { purchaseId } });
