/**
 * Back from Stripe Checkout for a one-time purchase, the page's address says
 * which purchase (`?purchase=<id>`) and whether the member went back without
 * paying (`&canceled=1`) (lambdas/use-cases/billing/checkout-urls.ts).
 * `forget()` takes both out of the address once they are handled, so a
 * reload does not handle them again.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function usePurchaseReturnParams(): { purchaseId: string | null; canceled: boolean; forget: () => void } {
  const [params, setParams] = useSearchParams();
  const forget = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('purchase');
          next.delete('canceled');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { purchaseId: params.get('purchase'), canceled: params.get('canceled') === '1', forget };
}
