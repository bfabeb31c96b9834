import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import * as z from 'zod';
import { env } from './env';

const StripeSecretsSchema = z.object({ webhookSecret: z.string().min(1), secretKey: z.string().optional() });
export type StripeSecrets = z.infer<typeof StripeSecretsSchema>;

/**
 * Stripe secrets live in Secrets Manager in AWS (STRIPE_SECRET_ARN, cached by
 * Powertools for 5 minutes). Where no Secrets Manager exists the value is
 * given directly (STRIPE_WEBHOOK_SECRET); the stack never sets that one.
 */
export async function stripeSecrets(): Promise<StripeSecrets> {
  const { STRIPE_SECRET_ARN, STRIPE_WEBHOOK_SECRET } = env();
  if (STRIPE_SECRET_ARN) {
    const value = await getSecret(STRIPE_SECRET_ARN, { transform: 'json', maxAge: 300 });
    return StripeSecretsSchema.parse(value);
  }
  return StripeSecretsSchema.parse({ webhookSecret: STRIPE_WEBHOOK_SECRET });
}
