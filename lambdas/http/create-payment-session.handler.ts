import { BILLING_ROUTES } from '#shared/routes/billing.ts';
import { httpHandler } from './http-handler';
import { createPaymentSession } from '../use-cases/billing/create-payment-session';

export const handler = httpHandler(BILLING_ROUTES.createPaymentSession, async ({ memberId, body }) =>
  createPaymentSession(memberId, body),
);
