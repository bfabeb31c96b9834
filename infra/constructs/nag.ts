import { Stack, Validations } from 'aws-cdk-lib';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
// cdk-nag's own spelling of a CloudFormation reference inside a finding id
// (`<Logical.Arn>`, `<AWS::AccountId>`…), so acknowledgements match whatever
// the environment resolves to (a CLI synth knows the region, a test does not).
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';

/** Acknowledges IAM5 for one wildcard resource ARN we granted ourselves. */
export function acknowledgeWildcardResource(scope: IConstruct, resourceArn: string, reason: string): void {
  const flat = flattenCfnReference(Stack.of(scope).resolve(resourceArn));
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${flat}]`, reason });
}

/** Acknowledges IAM4 for one AWS-managed policy attached on purpose. */
export function acknowledgeManagedPolicy(scope: IConstruct, managedPolicyArn: string, reason: string): void {
  const flat = flattenCfnReference(Stack.of(scope).resolve(managedPolicyArn));
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM4[Policy::${flat}]`, reason });
}

/**
 * Acknowledges every wildcard action and resource of a policy that a CDK
 * construct wrote (not us), e.g. BucketDeployment's handler policy. Call it
 * after the construct has added its statements.
 */
export function acknowledgeGeneratedWildcards(policy: Policy, reason: string): void {
  const document = Stack.of(policy).resolve(policy.document) as {
    Statement?: Array<{ Effect: string; Action?: string | string[]; Resource?: unknown }>;
  };
  const list = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  const ids = new Set<string>();
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of list(statement.Action)) if (action.includes('*')) ids.add(`Action::${action}`);
    for (const resource of list(statement.Resource)) {
      const flat = flattenCfnReference(resource);
      if (flat.includes('*')) ids.add(`Resource::${flat}`);
    }
  }
  for (const id of ids) Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${id}]`, reason });
}
