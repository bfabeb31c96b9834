import { BILLING_ROUTES } from '#shared/routes/billing.ts';
import { httpHandler } from './http-handler';
import { openBillingPortal } from '../use-cases/billing/open-billing-portal';

export const handler = httpHandler(BILLING_ROUTES.openBillingPortal, async ({ memberId }) =>
  openBillingPortal(memberId),
);
