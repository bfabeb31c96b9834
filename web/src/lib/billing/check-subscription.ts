/**
 * POST /billing/subscription/check: sync my subscription from Stripe now, then
 * answer my tier and plan. Used by the success page (a checkout may finish
 * before its webhook) and the subscription card's refresh button.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingStatus } from '#shared/schemas/billing.ts';
import { api } from '../api-client';
import { applyBillingStatus } from './subscription-cache';

export type { BillingStatus };

export const checkSubscription = (): Promise<BillingStatus> => api('checkSubscription');

/** Every answer lands in the ['me'] cache, whoever asked. */
export function useCheckSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSubscription,
    onSuccess: (status) => applyBillingStatus(queryClient, status),
  });
}
