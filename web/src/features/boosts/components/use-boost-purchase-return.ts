/**
 * Back from Stripe Checkout for a boost, at '/?purchase=<id>': the boost starts
 * only when Stripe's webhook completes the purchase, so the page asks where the
 * purchase stands until it is settled, then says so (marketing spec "Error
 * catalogue": 'Boost activated!' or 'Purchase failed'). '&canceled=1' means the
 * member went back from checkout: nothing was charged, nothing to say.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

export function useBoostPurchaseReturn(): void {
  const { purchaseId, canceled, forget } = usePurchaseReturnParams();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!purchaseId || handled.current === purchaseId) return;
    handled.current = purchaseId;
    if (canceled) {
      forget();
      return;
    }
    let stopped = false;
    const started = Date.now();
    showLoading(
      { title: 'Activating your boost', description: 'Waiting for the payment to be confirmed...' },
      { id: TOAST_ID },
    );
    const poll = async () => {
      while (!stopped) {
        try {
          const purchase = await getPurchase(purchaseId);
          if (!isBoost(purchase.product)) break;
          if (purchase.status === 'completed') {
            // The boost starts on the table stream just after the purchase completes: wait until the panel's list has it.
            await pollUntil(
              () => queryClient.fetchQuery({ ...boostsQueryOptions(), staleTime: 0 }),
              (status) => status.history.some((entry) => entry.boostId === purchaseId),
              { intervalMs: POLL_MS, timeoutMs: GIVE_UP_MS },
            );
            showSuccess(MESSAGES.boost.activated(boostHours(BOOSTS[purchase.product])), undefined, { id: TOAST_ID });
            break;
          }
          if (purchase.status === 'failed' || purchase.status === 'refunded') throw new Error(purchase.status);
        } catch {
          showError(MESSAGES.boost.purchaseFailed, { id: TOAST_ID });
          break;
        }
        if (Date.now() - started > GIVE_UP_MS) {
          showError(MESSAGES.boost.purchaseFailed, { id: TOAST_ID });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      forget();
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [purchaseId, canceled, queryClient, forget]);
}
