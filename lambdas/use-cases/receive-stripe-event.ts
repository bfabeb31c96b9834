import Stripe from 'stripe';
import type { WebhookAck } from '../../shared/schemas/stripe';
import { recordStripeEventOnce } from '../db/stripe-events';
import { AppError } from '../lib/errors';
import { logger } from '../lib/logger';
import { stripeSecrets } from '../lib/stripe-secrets';

/**
 * Verifies the Stripe-Signature over the exact raw body (Stripe's own
 * verifier: HMAC, timestamp tolerance) and records the event once.
 * Subscription changes hang off this when payments arrive.
 */
export async function receiveStripeEvent(rawBody: string, signature: string | undefined): Promise<WebhookAck> {
  if (!signature) throw new AppError('invalid_signature', 'Missing Stripe-Signature header');
  const { webhookSecret } = await stripeSecrets();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new AppError('invalid_signature', 'The Stripe signature does not verify');
  }
  const first = await recordStripeEventOnce(event);
  logger.info('Stripe event received', { eventId: event.id, type: event.type, duplicate: !first });
  return { received: true, duplicate: !first };
}
