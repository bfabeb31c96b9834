/**
 * Billing routes: paid plans, one-time purchases and Stripe's webhook. A
 * separate module so the billing handlers import only these entries (and
 * their zod/mini schemas), not the whole route table; `HTTP_ROUTES` spreads
 * them in, so the table is still the one list.
 */
import {
  BillingStatusSchema,
  CreateCheckoutSessionSchema,
  CreatePaymentSessionSchema,
  PaymentSessionSchema,
  PurchaseIdParamsSchema,
  PurchaseSchema,
  RedirectSchema,
  WebhookAckSchema,
} from '../schemas/billing';
import type { HttpRoute } from './route-types';

export const BILLING_ROUTES = {
  createCheckoutSession: {
    method: 'POST',
    path: '/billing/checkout',
    auth: 'member',
    limit: 'billingSession',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/create-checkout-session.handler.ts',
    summary:
      'Starts Stripe Checkout for a plan key (basic_monthly … premium_yearly), with the 30-day trial for a first subscription. Refused while a plan is active: the portal changes plans.',
    body: CreateCheckoutSessionSchema,
    response: RedirectSchema,
    needs: ['stripeSecrets'],
  },
  createPaymentSession: {
    method: 'POST',
    path: '/billing/payments',
    auth: 'member',
    limit: 'billingSession',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/create-payment-session.handler.ts',
    summary:
      'Starts Stripe Checkout for a one-time product (elite_match, boost, super_boost) and records the purchase as pending until Stripe says it is paid.',
    body: CreatePaymentSessionSchema,
    response: PaymentSessionSchema,
    needs: ['stripeSecrets'],
  },
  getPurchase: {
    method: 'GET',
    path: '/billing/purchases/{purchaseId}',
    auth: 'member',
    handler: 'lambdas/http/get-purchase.handler.ts',
    summary: 'One of my purchases: pending until Stripe reports the payment, then completed, failed or refunded.',
    params: PurchaseIdParamsSchema,
    response: PurchaseSchema,
    table: 'read',
  },
  openBillingPortal: {
    method: 'POST',
    path: '/billing/portal',
    auth: 'member',
    limit: 'billingSession',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/open-billing-portal.handler.ts',
    summary: 'Opens the Stripe customer portal (change plan, cancel, update the card). Subscribed members only.',
    response: RedirectSchema,
    // Its limit (billingSession) is a counter written to the table.
    table: 'readWrite',
    needs: ['stripeSecrets'],
  },
  checkSubscription: {
    method: 'POST',
    path: '/billing/subscription/check',
    auth: 'member',
    limit: 'subscriptionCheck',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/check-subscription.handler.ts',
    summary: 'Syncs my subscription from Stripe now, then answers my tier and plan.',
    response: BillingStatusSchema,
    needs: ['stripeSecrets'],
  },
  handleStripeWebhook: {
    method: 'POST',
    path: '/webhooks/stripe',
    auth: 'public',
    limit: 'gatewayThrottle',
    handler: 'lambdas/http/stripe-webhook.handler.ts',
    summary:
      'Stripe webhook endpoint. Accepts only well-formed events whose Stripe-Signature verifies; applies each once its effects are committed.',
    response: WebhookAckSchema,
    rawBody: true,
    needs: ['stripeSecrets'],
    // Stripe sends bursts of a few events per checkout; far more is someone else.
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
} as const satisfies Record<string, HttpRoute>;
