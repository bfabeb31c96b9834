// The billing routes' own module, not the whole route table: see shared/routes/billing.ts.
import { BILLING_ROUTES } from '#shared/routes/billing.ts';
import { AppError } from '../lib/errors';
import { METRIC } from '../lib/metric-names';
import { countMetric } from '../lib/metrics';
import { receiveStripeEvent } from '../use-cases/billing/receive-stripe-event';
import { httpHandler } from './http-handler';

/** Each call's outcome is counted: the payments alarms watch failures and refused signatures. */
export const handler = httpHandler(BILLING_ROUTES.handleStripeWebhook, async ({ body, event }) => {
  try {
    const received = await receiveStripeEvent(body, event.headers['stripe-signature']);
    countMetric(METRIC.webhookApplied);
    return received;
  } catch (error) {
    const signature = error instanceof AppError && error.code === 'invalid_signature';
    countMetric(signature ? METRIC.webhookSignatureRejected : METRIC.webhookFailed);
    throw error;
  }
});
