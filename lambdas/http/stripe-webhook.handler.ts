// The billing routes' own module, not the whole route table: see shared/routes/billing.ts.
import { BILLING_ROUTES } from '#shared/routes/billing.ts';
import { httpHandler } from './http-handler';
import { receiveStripeEvent } from '../use-cases/billing/receive-stripe-event';

export const handler = httpHandler(BILLING_ROUTES.handleStripeWebhook, async ({ body, event }) =>
  receiveStripeEvent(body, event.headers['stripe-signature']),
);
