import { safeParse } from 'zod/v4/core';
import { StripeEventSchema, type WebhookAck } from '#shared/schemas/billing.ts';
import { memberOfCustomer } from '../../db/billing-customers';
import { recordStripeEvent } from '../../db/stripe-events';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { stripeSecrets } from '../../lib/stripe-secrets';
import { stripeWebhooks } from '../../lib/stripe-webhooks';
import { syncTargetOf } from './stripe-event-target';

/** Stripe's default: a signature more than five minutes off is not accepted, in either direction. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header; NaN when there is none. */
export function signedAt(header: string): number {
  const part = header.split(',').find((item) => item.trim().startsWith('t='));
  return part ? Number(part.trim().slice(2)) : Number.NaN;
}

const invalidSignature = (message: string) => new AppError('invalid_signature', message);

/**
 * The webhook: verify, validate, store, acknowledge (decision 0014).
 * 1. Stripe's verifier checks the HMAC over the exact raw body and refuses
 *    old timestamps; it does not refuse timestamps from the future, so we do.
 * 2. The body must be an event, and the object of a type we use must carry
 *    what we read from it: anything else is a 400, before any write (not a
 *    500 that Stripe would retry for days).
 * 3. The event is stored as received; the table stream hands it to the
 *    billing consumer, which applies it (re-reading Stripe) and only then
 *    marks it done. A failure to store answers 5xx, so Stripe retries. A
 *    redelivery of a done event is acknowledged without work; of one not yet
 *    done, it wakes the consumer again.
 */
export async function receiveStripeEvent(
  rawBody: string,
  signature: string | undefined,
  nowMs = Date.now(),
): Promise<WebhookAck> {
  if (!signature) throw invalidSignature('Missing Stripe-Signature header');
  const { webhookSecret } = await stripeSecrets();
  // Until the operator fills the secret nothing can verify; 503 makes Stripe retry later rather than give up.
  if (!webhookSecret) throw new AppError('service_unavailable', 'The webhook is not configured yet');
  let payload: unknown;
  try {
    payload = stripeWebhooks.constructEvent(rawBody, signature, webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw invalidSignature('The Stripe signature does not verify');
  }
  if (!(signedAt(signature) <= nowMs / 1000 + SIGNATURE_TOLERANCE_SECONDS))
    throw invalidSignature('The Stripe signature is dated in the future');

  const parsed = safeParse(StripeEventSchema, payload);
  if (!parsed.success) throw new AppError('invalid_event', 'The body is not a Stripe event');
  const event = parsed.data;
  const target = syncTargetOf(event);
  if (!target) {
    logger.debug('Stripe event type not used; acknowledged', { eventId: event.id, type: event.type });
    return { received: true, duplicate: false };
  }
  if (!(await memberOfCustomer(target.customerId))) {
    // Another integration's customer, or a member whose account is gone: acknowledged, nothing written.
    logger.warn('Stripe event for a customer that is not a member; nothing written', {
      eventId: event.id,
      type: event.type,
      customerId: target.customerId,
    });
    return { received: true, duplicate: false };
  }
  const outcome = await recordStripeEvent(event, target, new Date(nowMs));
  logger.info('Stripe event received', { eventId: event.id, type: event.type, target: target.kind, outcome });
  return { received: true, duplicate: outcome !== 'recorded' };
}
