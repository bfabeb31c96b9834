/** POST /billing/payments for a boost: a Stripe Checkout for the product key only; the server prices it. */
import { useMutation } from '@tanstack/react-query';
import type { BoostType } from '#shared/boosts.ts';
import { api } from '#web/lib/api-client.ts';

export function useBuyBoost() {
  return useMutation({ mutationFn: (type: BoostType) => api('createPaymentSession', { body: { product: type } }) });
}
