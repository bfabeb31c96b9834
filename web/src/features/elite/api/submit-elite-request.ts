/**
 * POST /elite/requests, then POST /billing/payments: the form is stored on
 * the server (awaiting payment), and the one-time elite_match Checkout names
 * it, so the webhook's completion puts this request in the matchmakers' queue.
 */
import { useMutation } from '@tanstack/react-query';
import type { EliteRequestFormInput } from '#shared/schemas/elite.ts';
import { api } from '#web/lib/api-client.ts';

export const submitEliteRequest = (form: EliteRequestFormInput) => api('submitEliteRequest', { body: form });

export const startElitePayment = (eliteRequestId: string) =>
  api('createPaymentSession', { body: { product: 'elite_match', eliteRequestId } });

export function useSubmitEliteRequest() {
  return useMutation({ mutationFn: submitEliteRequest });
}

export function useStartElitePayment() {
  return useMutation({ mutationFn: startElitePayment });
}
