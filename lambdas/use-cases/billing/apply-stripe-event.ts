import type Stripe from 'stripe';
import * as z from 'zod/mini';
import type { StripeEventEnvelope } from '../../../shared/schemas/billing';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { syncCustomer } from './sync-customer';
import { syncPurchaseFromCheckout, syncPurchaseFromPaymentIntent } from './sync-purchase';

/** Stripe ids in webhook payloads are strings (nothing is expanded); an expanded object would carry its id. */
const StripeId = z.union([z.string().check(z.minLength(1), z.maxLength(255)), z.object({ id: z.string().check(z.minLength(1), z.maxLength(255)) })]);
const idOf = (value: z.infer<typeof StripeId>) => (typeof value === 'string' ? value : value.id);

const CheckoutSessionSchema = z.object({ id: z.string(), mode: z.string(), customer: z.nullable(StripeId) });
const WithCustomerSchema = z.object({ customer: StripeId });
const CustomerSchema = z.object({ id: z.string() });
const ChargeSchema = z.object({ payment_intent: z.nullable(StripeId) });

/** The payload object of an event, in the shape its type promises; anything else is a malformed event. */
function objectOf<S extends z.ZodMiniType>(event: StripeEventEnvelope, schema: S): z.infer<S> {
  const parsed = schema.safeParse(event.data.object);
  if (!parsed.success) throw new AppError('invalid_event', `The ${event.type} event does not carry what it should`);
  return parsed.data as z.infer<S>;
}

/**
 * What each event changes. Every branch re-reads the affected object from
 * Stripe and writes what Stripe says now, so duplicates and any delivery
 * order give the same result. Types we do not use are acknowledged and ignored.
 */
export async function applyStripeEvent(stripe: Stripe, event: StripeEventEnvelope): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = objectOf(event, CheckoutSessionSchema);
      if (session.mode === 'subscription' && session.customer) await syncCustomer(stripe, idOf(session.customer));
      else if (session.mode === 'payment') await syncPurchaseFromCheckout(stripe, session.id);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.trial_will_end':
    case 'invoice.paid':
    case 'invoice.payment_failed':
      await syncCustomer(stripe, idOf(objectOf(event, WithCustomerSchema).customer));
      return;
    case 'customer.deleted':
      await syncCustomer(stripe, objectOf(event, CustomerSchema).id);
      return;
    case 'charge.refunded': {
      const charge = objectOf(event, ChargeSchema);
      if (charge.payment_intent) await syncPurchaseFromPaymentIntent(stripe, idOf(charge.payment_intent));
      return;
    }
    default:
      logger.debug('Stripe event type not used; acknowledged', { type: event.type });
  }
}
