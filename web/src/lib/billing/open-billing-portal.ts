/**
 * POST /billing/portal: the Stripe customer portal (change plan, cancel,
 * update the card), for members with a paid plan (403 not_subscribed
 * otherwise). The portal returns the member to the dashboard.
 */
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '#shared/messages.ts';
import { api } from '../api-client';
import { showError } from '../toast';
import { useExternalRedirect } from './external-redirect';

export const openBillingPortal = () => api('openBillingPortal');

/** `open()` goes to the portal in this tab; `pending` covers the request and the page change after it. */
export function useOpenBillingPortal(): { open: () => void; pending: boolean } {
  const { redirecting, go } = useExternalRedirect();
  const mutation = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => go(url),
    // core spec "Error catalogue": 'Portal Error'.
    onError: () => showError(MESSAGES.subscription.portalError),
  });
  return { open: () => mutation.mutate(), pending: mutation.isPending || redirecting };
}
