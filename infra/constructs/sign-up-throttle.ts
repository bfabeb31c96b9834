import { aws_wafv2 as wafv2 } from 'aws-cdk-lib';
import type { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { SIGN_UPS_PER_ADDRESS } from '#shared/limits.ts';

/** What the rule inspects: the Cognito API operation a request names. */
const SIGN_UP_TARGET = 'AWSCognitoIdentityProviderService.SignUp';

/**
 * Sign-ups per source address (decision 0033): a regional web ACL on the user
 * pool with one rate-based rule, counting by IP only requests that name the
 * SignUp operation, over the shortest window WAF has. Everything else passes.
 * A blocked sign-up reaches the browser as Cognito's ForbiddenException; the
 * local Cognito shim refuses the same way, at the same number.
 */
export class SignUpThrottle extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The rule's CloudWatch metric name (the Rule dimension of AWS/WAFV2 BlockedRequests). */
  readonly ruleMetricName: string;

  constructor(scope: Construct, id: string, props: { userPool: UserPool; namePrefix: string }) {
    super(scope, id);
    const metrics = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${props.namePrefix}-${name}`,
    });
    this.ruleMetricName = metrics('sign-ups-per-address').metricName;
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: metrics('user-pool'),
      rules: [
        {
          name: 'sign-ups-per-address',
          priority: 0,
          action: { block: {} },
          visibilityConfig: metrics('sign-ups-per-address'),
          statement: {
            rateBasedStatement: {
              limit: SIGN_UPS_PER_ADDRESS.limit,
              evaluationWindowSec: SIGN_UPS_PER_ADDRESS.windowSeconds,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
                  positionalConstraint: 'EXACTLY',
                  searchString: SIGN_UP_TARGET,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
        },
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'UserPoolAssociation', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
