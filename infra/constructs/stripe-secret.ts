import { SecretValue, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The Stripe keys, as JSON {"secretKey","webhookSecret"}. The stack creates
 * the secret with both values empty and never writes it again; the operator
 * fills it after the first deploy (docs/deploy.md). Until then the webhook
 * handler fails closed, as an empty webhookSecret cannot verify a signature.
 */
export class StripeSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description:
        'Stripe keys for Kindred: {"secretKey":"sk_...","webhookSecret":"whsec_..."}. Filled by the operator.',
      // Not a secret: the empty shape the operator overwrites with put-secret-value.
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify({ secretKey: '', webhookSecret: '' })),
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Stripe API keys and webhook signing secrets are rolled in the Stripe dashboard; no rotation Lambda can create them. Rotation is an operator runbook step (docs/deploy.md).',
    });
  }
}
