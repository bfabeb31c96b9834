import { HTTP_ROUTES } from '../../shared/routes';
import { httpHandler } from '../lib/http-handler';
import { receiveStripeEvent } from '../use-cases/receive-stripe-event';

export const handler = httpHandler(HTTP_ROUTES.handleStripeWebhook, async ({ body, event }) =>
  receiveStripeEvent(body, event.headers['stripe-signature']),
);
