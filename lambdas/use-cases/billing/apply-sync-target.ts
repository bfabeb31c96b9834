import type Stripe from 'stripe';
import type { StripeSyncTarget } from '../../db/stripe-events';
import { syncCustomer } from './sync-customer';
import { syncPurchaseFromCheckout, syncPurchaseFromPaymentIntent } from './sync-purchase';

/** Brings what an event named in line with Stripe, read fresh: any order and any number of times give the same result. */
export async function applySyncTarget(stripe: Stripe, target: StripeSyncTarget): Promise<void> {
  switch (target.kind) {
    case 'customer':
      await syncCustomer(stripe, target.customerId);
      return;
    case 'checkout':
      await syncPurchaseFromCheckout(stripe, target.sessionId);
      return;
    case 'paymentIntent':
      await syncPurchaseFromPaymentIntent(stripe, target.paymentIntentId);
      return;
  }
}
