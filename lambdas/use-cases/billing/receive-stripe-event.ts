import Stripe from 'stripe';
import { safeParse } from 'zod/v4/core';
import { StripeEventSchema, type WebhookAck } from '../../../shared/schemas/billing';
import { isStripeEventDone, markStripeEventDone } from '../../db/stripe-events';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { stripeClient } from '../../lib/stripe-client';
import { stripeSecrets } from '../../lib/stripe-secrets';
import { applyStripeEvent } from './apply-stripe-event';

/** Stripe's default: a signature more than five minutes off is not accepted, in either direction. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header; NaN when there is none. */
export function signedAt(header: string): number {
  const part = header.split(',').find((item) => item.trim().startsWith('t='));
  return part ? Number(part.trim().slice(2)) : Number.NaN;
}

const invalidSignature = (message: string) => new AppError('invalid_signature', message);

/**
 * The webhook: verify, validate, apply once.
 * 1. The Stripe SDK verifies the HMAC over the exact raw body and refuses old
 *    timestamps; it does not refuse timestamps from the future, so we do.
 * 2. The body must be an event (id, type, created, data.object): anything else
 *    is a 400, not a 500 that Stripe would retry for days.
 * 3. A redelivery of an event whose effects are done is acknowledged and
 *    skipped. An event is marked done only after its effects are committed;
 *    if they fail, the 5xx makes Stripe retry, and nothing is lost.
 */
export async function receiveStripeEvent(rawBody: string, signature: string | undefined, nowMs = Date.now()): Promise<WebhookAck> {
  if (!signature) throw invalidSignature('Missing Stripe-Signature header');
  const { webhookSecret } = await stripeSecrets();
  // Until the operator fills the secret nothing can verify; 503 makes Stripe retry later rather than give up.
  if (!webhookSecret) throw new AppError('service_unavailable', 'The webhook is not configured yet');
  let payload: unknown;
  try {
    payload = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw invalidSignature('The Stripe signature does not verify');
  }
  if (!(signedAt(signature) <= nowMs / 1000 + SIGNATURE_TOLERANCE_SECONDS)) throw invalidSignature('The Stripe signature is dated in the future');

  const parsed = safeParse(StripeEventSchema, payload);
  if (!parsed.success) throw new AppError('invalid_event', 'The body is not a Stripe event');
  const event = parsed.data;

  if (await isStripeEventDone(event.id)) {
    logger.info('Stripe event already applied', { eventId: event.id, type: event.type });
    return { received: true, duplicate: true };
  }
  await applyStripeEvent(await stripeClient(), event);
  const first = await markStripeEventDone(event);
  logger.info('Stripe event applied', { eventId: event.id, type: event.type, duplicate: !first });
  return { received: true, duplicate: !first };
}
