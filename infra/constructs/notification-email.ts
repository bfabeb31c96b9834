import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface NotificationEmailProps {
  /** The sender of the away emails (context `emailFrom`); SES sends only once it is verified. */
  readonly emailFrom: string;
}

/**
 * What the away emails need (decision 0024): the SES identity they are sent
 * from, and the key that signs unsubscribe links. The key is generated here
 * and read by the functions from Secrets Manager, so it never sits in a
 * template or an environment variable.
 */
export class NotificationEmail extends Construct {
  readonly identity: EmailIdentity;
  readonly signingSecret: Secret;
  readonly emailFrom: string;

  constructor(scope: Construct, id: string, props: NotificationEmailProps) {
    super(scope, id);
    this.emailFrom = props.emailFrom;
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.emailFrom) });
    this.signingSecret = new Secret(this, 'UnsubscribeKey', {
      description: 'HMAC key of Kindred\'s unsubscribe links: {"key":"..."}.',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'key',
        passwordLength: 64,
        excludePunctuation: true,
      },
    });
    Validations.of(this.signingSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the unsubscribe key would break every link already emailed; it is rotated by hand (docs/deploy.md) when that is wanted.',
    });
  }
}
