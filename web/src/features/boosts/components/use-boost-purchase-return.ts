/**
 * Back from Stripe Checkout for a boost, at '/?purchase=<id>': the boost starts
 * only when Stripe's webhook completes the purchase, so the page asks where the
 * purchase stands until it is settled, then says so (marketing spec "Error
 * catalogue": 'Boost activated!' or 'Purchase failed'). '&canceled=1' means the
 * member went back from checkout: nothing was charged, nothing to say.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BOOSTS, BOOST_TYPES, boostHours, type BoostType } from '#shared/boosts.ts';
import { MESSAGES } from '#shared/messages.ts';
import { showError, showLoading, showSuccess } from '#web/lib/toast.tsx';
import { getPurchase } from '#web/lib/billing/get-purchase.ts';
import { usePurchaseReturnParams } from '#web/lib/billing/purchase-return-params.ts';
import { pollUntil } from '#web/lib/poll-until.ts';
import { boostsQueryOptions } from '../api/get-boosts';

const POLL_MS = 1_000;
const GIVE_UP_MS = 60_000;
const TOAST_ID = 'boost-purchase';
const isBoost = (product: string): product is BoostType => (BOOST_TYPES as readonly string[]).includes(product);

/**
 * Called by the page that checkout returns to ('/'), not by the boost panel: the panel is a chunk that may
 * mount seconds later, and the toast must not wait for it. The boosts query it refreshes is the panel's.
 * Each run of the effect follows the purchase until its cleanup aborts it; a new run (React's strict mode
 * runs an effect twice on mount) starts again, so no run is left stopped with nobody following.
 */
export function useBoostPurchaseReturn(): void {
  const { purchaseId, canceled, forget } = usePurchaseReturnParams();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!purchaseId) return;
    if (canceled) {
      forget();
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const started = Date.now();
    showLoading(
      { title: 'Activating your boost', description: 'Waiting for the payment to be confirmed...' },
      { id: TOAST_ID },
    );
    const poll = async () => {
      while (!signal.aborted) {
        try {
          const purchase = await getPurchase(purchaseId);
          if (signal.aborted) return;
          if (!isBoost(purchase.product)) break;
          if (purchase.status === 'completed') {
            // The boost starts on the table stream just after the purchase completes: wait until the panel's list has it.
            await pollUntil(
              () => queryClient.fetchQuery({ ...boostsQueryOptions(), staleTime: 0 }),
              (status) => status.history.some((entry) => entry.boostId === purchaseId),
              { signal, intervalMs: POLL_MS, timeoutMs: GIVE_UP_MS },
            );
            showSuccess(MESSAGES.boost.activated(boostHours(BOOSTS[purchase.product])), undefined, { id: TOAST_ID });
            break;
          }
          if (purchase.status === 'failed' || purchase.status === 'refunded') throw new Error(purchase.status);
        } catch {
          if (signal.aborted) return;
          showError(MESSAGES.boost.purchaseFailed, { id: TOAST_ID });
          break;
        }
        if (Date.now() - started > GIVE_UP_MS) {
          showError(MESSAGES.boost.purchaseFailed, { id: TOAST_ID });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      if (!signal.aborted) forget();
    };
    void poll();
    return () => controller.abort();
  }, [purchaseId, canceled, queryClient, forget]);
}
