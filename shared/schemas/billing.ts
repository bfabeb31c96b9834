/**
 * Billing requests and answers (zod/mini, see shared/schemas/subscription.ts
 * for why). The browser names what it buys by key; amounts never travel in a
 * request: the server resolves each key to a Stripe price.
 */
import * as z from 'zod/mini';
import { PLAN_KEYS, PRODUCT_KEYS } from '../billing/catalog';
import { PURCHASE_STATUSES } from '../billing/purchase-status';
import { BillingSummarySchema, SubscriptionSchema } from './subscription';

export const CreateCheckoutSessionSchema = z.strictObject({ plan: z.enum(PLAN_KEYS) });
export type CreateCheckoutSession = z.infer<typeof CreateCheckoutSessionSchema>;

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * `eliteRequestId`: an Elite Match is bought for a submitted request form
 * (POST /elite/requests), which the payment puts in the matchmakers' queue;
 * required for elite_match, refused for anything else.
 */
export const CreatePaymentSessionSchema = z
  .strictObject({
    product: z.enum(PRODUCT_KEYS),
    eliteRequestId: z.optional(z.string().check(z.regex(ULID))),
  })
  .check(
    z.refine((input) => (input.product === 'elite_match') === (input.eliteRequestId !== undefined), {
      message: 'An Elite Match is bought for a submitted request (eliteRequestId); other products take none',
      path: ['eliteRequestId'],
    }),
  );
export type CreatePaymentSession = z.infer<typeof CreatePaymentSessionSchema>;

/** Where to send the browser: Stripe Checkout or the billing portal. */
export const RedirectSchema = z.object({ url: z.string() });
export type Redirect = z.infer<typeof RedirectSchema>;

export const PaymentSessionSchema = z.object({ url: z.string(), purchaseId: z.string() });
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

export const PurchaseIdParamsSchema = z.strictObject({
  purchaseId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/)),
});

/** A one-time purchase as its buyer sees it, while the page waits for Stripe's word. */
export const PurchaseSchema = z.object({
  purchaseId: z.string(),
  product: z.enum(PRODUCT_KEYS),
  status: z.enum(PURCHASE_STATUSES),
  amountCents: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const BillingStatusSchema = z.object({
  subscription: SubscriptionSchema,
  billing: z.nullable(BillingSummarySchema),
});
export type BillingStatus = z.infer<typeof BillingStatusSchema>;

/** What the webhook answers once the signature checks out. */
export const WebhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookAck = z.infer<typeof WebhookAckSchema>;

/**
 * A Stripe event as the webhook accepts it, after the signature verified:
 * anything else (null, a string, an id of 10,000 characters) is refused with
 * 400 before any work. `data.object` is checked per event type where it is read.
 */
export const StripeEventSchema = z.object({
  id: z.string().check(z.regex(/^evt_[A-Za-z0-9_]{1,250}$/)),
  object: z.literal('event'),
  type: z.string().check(z.regex(/^[a-z_.]{1,100}$/)),
  created: z.number().check(z.int(), z.nonnegative()),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEventEnvelope = z.infer<typeof StripeEventSchema>;
