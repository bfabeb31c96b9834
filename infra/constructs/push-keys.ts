import { SecretValue, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The stage's VAPID key pair for Web Push (decision 0069), as JSON
 * {"publicKey","privateKey"} (base64url, as `npx web-push generate-vapid-keys`
 * prints them). Kept as the Stripe secret is: the stack creates it empty and
 * never writes it again; the operator fills it once per stage
 * (docs/deploy.md). Until then no push is sent and the web app offers none.
 * Rolling the pair orphans every subscription (browsers bind them to the
 * public key), so it is not rotated automatically.
 */
export class PushKeys extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description:
        'VAPID keys of Kindred\'s Web Push: {"publicKey":"B...","privateKey":"..."}. Filled by the operator.',
      // Not a secret: the empty shape the operator overwrites with put-secret-value.
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify({ publicKey: '', privateKey: '' })),
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Browsers bind each push subscription to the VAPID public key: a rotated pair would silently end every subscription. Rolled by hand (docs/deploy.md).',
    });
  }
}
