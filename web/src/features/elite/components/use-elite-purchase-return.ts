/**
 * Back from Stripe Checkout for Elite Match. Paid, Checkout returns to
 * '/elite-matches?purchase=<id>': the Elite period and the request's place
 * in the queue start only when Stripe's webhook completes the purchase, so
 * the page waits for it (`waiting`) before asking for matches, which would
 * otherwise answer 403. Canceled, it returns to '/elite-match?...&canceled=1':
 * the form is still there (the draft), nothing was charged.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { getPurchase } from '#web/lib/billing/get-purchase.ts';
import { usePurchaseReturnParams } from '#web/lib/billing/purchase-return-params.ts';
import { refreshTier } from '#web/lib/billing/subscription-cache.ts';
import { pollUntil } from '#web/lib/poll-until.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { showError, showInfo } from '#web/lib/toast.tsx';

const POLL_MS = 1_000;
const GIVE_UP_MS = 60_000;
/** One toast, however often the effect runs (StrictMode runs it twice in development). */
const TOAST_ID = 'elite-purchase';

export function useElitePurchaseReturn(): { waiting: boolean } {
  const { purchaseId, canceled, forget } = usePurchaseReturnParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(purchaseId !== null && !canceled);

  useEffect(() => {
    if (!purchaseId) return;
    if (canceled) {
      showInfo(MESSAGES.elite.paymentCanceled, undefined, { id: TOAST_ID });
      forget();
      return;
    }
    const abort = new AbortController();
    setWaiting(true);
    void (async () => {
      try {
        const purchase = await pollUntil(
          () => getPurchase(purchaseId),
          (p) => p.status !== 'pending',
          { signal: abort.signal, intervalMs: POLL_MS, timeoutMs: GIVE_UP_MS },
        );
        if (purchase.status !== 'completed') throw new Error(purchase.status);
        // The completion's effects follow on the table stream: the Elite period, then the request joining the queue.
        const mine = await pollUntil(
          () => api('getMyEliteRequest'),
          ({ request }) => request !== null && request.status !== 'awaiting_payment',
          {
            signal: abort.signal,
            intervalMs: POLL_MS,
            timeoutMs: GIVE_UP_MS,
          },
        );
        queryClient.setQueryData(memberListKeys.eliteRequest, mine);
        await refreshTier(queryClient);
        forget();
        setWaiting(false);
      } catch {
        if (abort.signal.aborted) return;
        showError(MESSAGES.elite.paymentFailed, { id: TOAST_ID });
        setWaiting(false);
        navigate(paths.eliteMatch.getHref(), { replace: true });
      }
    })();
    return () => abort.abort();
  }, [purchaseId, canceled, queryClient, forget, navigate]);

  return { waiting: waiting && !canceled };
}
