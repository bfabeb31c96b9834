import { aws_wafv2 as wafv2 } from 'aws-cdk-lib';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { SIGN_UP_CLIENT_OPERATIONS } from '../user-pool-settings';

/**
 * Sign-up only through our route (decision 0054): a regional web ACL on the user pool with one rule,
 * which blocks SignUp, ResendConfirmationCode and ConfirmSignUp unless the JSON body names the sign-up client (whose
 * secret only the route's Lambda holds). Cognito's SignUp answers UsernameExistsException for a
 * registered address, so a browser calling it with the web client could learn who is a member; now
 * every such call gets the same 403 ForbiddenException, whatever the address. The per-address limit
 * on sign-ups lives in the route (RATE_LIMITS.signUpPerAddress): the ACL sees only the Lambda's
 * addresses now. The local Cognito shim refuses the same way.
 */
export class SignUpGate extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The rule's CloudWatch metric name (the Rule dimension of AWS/WAFV2 BlockedRequests). */
  readonly ruleMetricName: string;

  constructor(
    scope: Construct,
    id: string,
    props: { userPool: UserPool; signUpClient: UserPoolClient; namePrefix: string },
  ) {
    super(scope, id);
    const metrics = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${props.namePrefix}-${name}`,
    });
    this.ruleMetricName = metrics('sign-ups-not-through-the-route').metricName;
    const target = (operation: string): wafv2.CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
        positionalConstraint: 'EXACTLY',
        searchString: `AWSCognitoIdentityProviderService.${operation}`,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: metrics('user-pool'),
      rules: [
        {
          name: 'sign-ups-not-through-the-route',
          priority: 0,
          action: { block: {} },
          visibilityConfig: metrics('sign-ups-not-through-the-route'),
          statement: {
            andStatement: {
              statements: [
                { orStatement: { statements: SIGN_UP_CLIENT_OPERATIONS.map(target) } },
                {
                  notStatement: {
                    statement: {
                      byteMatchStatement: {
                        // A body that is not JSON names no client: NO_MATCH, so the NOT blocks it.
                        fieldToMatch: {
                          jsonBody: {
                            matchPattern: { includedPaths: ['/ClientId'] },
                            matchScope: 'VALUE',
                            invalidFallbackBehavior: 'NO_MATCH',
                            oversizeHandling: 'NO_MATCH',
                          },
                        },
                        positionalConstraint: 'EXACTLY',
                        searchString: props.signUpClient.userPoolClientId,
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                  },
                },
              ],
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
