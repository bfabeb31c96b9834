import * as z from 'zod/mini';
import type { StripeEventEnvelope } from '#shared/schemas/billing.ts';
import type { StripeSyncTarget } from '../../db/stripe-events';
import { AppError } from '../../lib/errors';

const Id = z.string().check(z.minLength(1), z.maxLength(255));
/** Webhook payloads carry ids; an expanded object would carry its id. */
const Ref = z.union([Id, z.object({ id: Id })]);
const idOf = (value: z.infer<typeof Ref>) => (typeof value === 'string' ? value : value.id);

const CheckoutSession = z.object({ id: Id, mode: z.string(), customer: z.nullable(Ref) });
const WithCustomer = z.object({ customer: Ref });
const Customer = z.object({ id: Id });
const Charge = z.object({ payment_intent: z.nullable(Ref), customer: z.nullable(Ref) });

function objectOf<S extends z.ZodMiniType>(event: StripeEventEnvelope, schema: S): z.infer<S> {
  const parsed = schema.safeParse(event.data.object);
  if (!parsed.success) throw new AppError('invalid_event', `The ${event.type} event does not carry what it should`);
  return parsed.data as z.infer<S>;
}

/** undefined for event types we do not use: they are acknowledged and dropped. */
export function syncTargetOf(event: StripeEventEnvelope): StripeSyncTarget | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = objectOf(event, CheckoutSession);
      // Our checkouts always name the member's customer.
      if (!session.customer) return undefined;
      const customerId = idOf(session.customer);
      if (session.mode === 'payment') return { kind: 'checkout', customerId, sessionId: session.id };
      return session.mode === 'subscription' ? { kind: 'customer', customerId } : undefined;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.trial_will_end':
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { kind: 'customer', customerId: idOf(objectOf(event, WithCustomer).customer) };
    case 'customer.deleted':
      return { kind: 'customer', customerId: objectOf(event, Customer).id };
    case 'charge.refunded': {
      const charge = objectOf(event, Charge);
      return charge.payment_intent && charge.customer
        ? { kind: 'paymentIntent', customerId: idOf(charge.customer), paymentIntentId: idOf(charge.payment_intent) }
        : undefined;
    }
    default:
      return undefined;
  }
}
