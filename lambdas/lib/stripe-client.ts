import Stripe from 'stripe';
import { AppError } from './errors';
import { env } from './env';
import { stripeSecrets } from './stripe-secrets';

let client: { key: string; stripe: Stripe } | undefined;

/**
 * The Stripe SDK client, made once per container (and again if the key is
 * rotated). STRIPE_API_BASE points it at the local Stripe; in AWS it is unset
 * and the SDK talks to api.stripe.com. The SDK retries network failures with
 * idempotency keys of its own, so a retried create never makes two objects.
 */
export async function stripeClient(): Promise<Stripe> {
  const { secretKey } = await stripeSecrets();
  if (!secretKey) throw new AppError('service_unavailable', 'Payments are not configured yet. Please try again later.');
  if (client?.key === secretKey) return client.stripe;
  const base = env().STRIPE_API_BASE ? new URL(env().STRIPE_API_BASE!) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    // API Gateway gives a route 29 s and our Lambdas 10 s: fail well before either.
    timeout: 8_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
  client = { key: secretKey, stripe };
  return stripe;
}

/** The web app's origin, which checkout and the portal send members back to. */
export function webOrigin(): string {
  const origin = env().WEB_ORIGIN ?? env().ALLOWED_ORIGINS.split(',')[0];
  if (!origin) throw new Error('WEB_ORIGIN is not set');
  return origin.replace(/\/+$/, '');
}

/** Stripe's own errors (declines, bad requests, outages) become one stable code; nothing else leaks. */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('payment_provider_error', `The payment provider could not ${what}. Please try again.`);
    }
    throw error;
  }
}
