import { BILLING_ROUTES } from '#shared/routes/billing.ts';
import { httpHandler } from './http-handler';
import { getMyPurchase } from '../use-cases/billing/get-my-purchase';

export const handler = httpHandler(BILLING_ROUTES.getPurchase, async ({ memberId, pathParameters }) =>
  getMyPurchase(memberId, pathParameters.purchaseId),
);
