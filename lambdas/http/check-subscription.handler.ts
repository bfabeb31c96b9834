import { BILLING_ROUTES } from '#shared/routes/billing.ts';
import { httpHandler } from './http-handler';
import { checkSubscription } from '../use-cases/billing/check-subscription';

export const handler = httpHandler(BILLING_ROUTES.checkSubscription, async ({ memberId }) =>
  checkSubscription(memberId),
);
