import { BILLING_ROUTES } from '#shared/routes/billing.ts';
import { httpHandler } from './http-handler';
import { createCheckoutSession } from '../use-cases/billing/create-checkout-session';

export const handler = httpHandler(BILLING_ROUTES.createCheckoutSession, async ({ memberId, body }) =>
  createCheckoutSession(memberId, body),
);
