/**
 * POST /billing/checkout: a Stripe Checkout for one plan key, with the 30-day
 * trial for a first subscription. Only the key travels; the server resolves
 * the price. 409 already_subscribed while a plan is active (the portal
 * changes plans).
 */
import { useMutation } from '@tanstack/react-query';
import type { PlanKey } from '#shared/billing/catalog.ts';
import { api } from '#web/lib/api-client.ts';

export const createCheckoutSession = (plan: PlanKey) => api('createCheckoutSession', { body: { plan } });

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
