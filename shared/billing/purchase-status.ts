/**
 * A one-time purchase's life: `pending` from checkout until Stripe reports
 * the payment, then `completed` (what it bought is granted), `failed`, or
 * `refunded` (what it granted is taken back). Only the webhook moves it on.
 */
export const PURCHASE_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** The parts of a Stripe PaymentIntent (with its latest charge) the rule reads. */
export type PaymentIntentLike = {
  status: string;
  created: number;
  latest_charge?: { refunded: boolean; amount_refunded: number; created: number } | string | null;
};

/** Stripe's state of the payment, as a purchase status. A partial refund still counts as completed. */
export function purchaseStatusOf(paymentIntent: PaymentIntentLike | null, sessionStatus: string): PurchaseStatus {
  if (!paymentIntent) return sessionStatus === 'expired' ? 'failed' : 'pending';
  const charge = typeof paymentIntent.latest_charge === 'object' ? paymentIntent.latest_charge : null;
  if (paymentIntent.status === 'succeeded') return charge?.refunded ? 'refunded' : 'completed';
  if (paymentIntent.status === 'canceled') return 'failed';
  if (paymentIntent.status === 'requires_payment_method' && sessionStatus !== 'open') return 'failed';
  return 'pending';
}

/** Which effect a purchase's move calls for: grant on completion, revoke on a refund of what was granted. */
export function purchaseEffect(
  before: PurchaseStatus | undefined,
  after: PurchaseStatus,
): 'grant' | 'revoke' | undefined {
  if (after === 'completed' && before !== 'completed') return 'grant';
  if (after === 'refunded' && before === 'completed') return 'revoke';
  return undefined;
}
