import { Stack, Validations } from 'aws-cdk-lib';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { acknowledgeManagedPolicy } from './nag';

/**
 * aws-cdk-lib adds singleton Lambda functions for two features we use: S3
 * bucket notifications and BucketDeployment. Their code, runtime and role are
 * CDK's, so their findings are acknowledged here, once, with the reason.
 * Called at the end of the stack, after every construct exists.
 */
export function acknowledgeCdkProviderFunctions(stack: Stack): void {
  for (const child of stack.node.children) {
    if (child.node.id.startsWith('BucketNotificationsHandler')) {
      const role = child.node.findChild('Role');
      const managed = Stack.of(stack).resolve((role.node.defaultChild as CfnRole).managedPolicyArns) as
        unknown[] | undefined;
      for (const arn of managed ?? []) {
        acknowledgeManagedPolicy(
          role,
          arn as string,
          "CDK's S3 notification handler, which sets the photos bucket's ObjectCreated notification at deploy time, offers no role option; the basic execution policy only lets it write its logs.",
        );
      }
    }
    if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
      const pinned =
        "CDK's BucketDeployment handler (Python with the AWS CLI layer) pins its runtime inside aws-cdk-lib; it moves with aws-cdk-lib upgrades and runs only during deployments.";
      const v = Validations.of(child);
      v.acknowledge({ id: 'AwsSolutions-L1', reason: pinned });
      v.acknowledge({ id: 'Serverless-LambdaLatestVersion', reason: pinned });
      v.acknowledge({
        id: 'Serverless-LambdaTracing',
        reason:
          "CDK's BucketDeployment handler offers no tracing option; it runs only while CloudFormation deploys the web app, and its logs are kept in the web app's deployment log group.",
      });
      v.acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason:
          'CloudFormation invokes this custom-resource handler and waits for its answer; a failure fails the deployment, which rolls back. There is nothing to park for later.',
      });
    }
  }
}
