import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
// zod/mini: this file sits in the Lambdas that carry the Stripe SDK (decision 0015).
import * as z from 'zod/mini';
import { env } from './env';

/** Empty strings are what the stack's placeholder secret holds until the operator fills it. */
const StripeSecretsSchema = z.object({ webhookSecret: z.string(), secretKey: z.optional(z.string()) });
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
  return StripeSecretsSchema.parse({ webhookSecret: STRIPE_WEBHOOK_SECRET ?? '', secretKey: env().STRIPE_SECRET_KEY });
}
