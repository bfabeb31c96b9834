import { Stack, Validations } from 'aws-cdk-lib';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag's spelling of a CloudFormation value inside a finding id: `Fn::Join`
 * joined, `Ref` as `<Name>`, `Fn::GetAtt` as `<Name.Attribute>`, `${x}` of
 * `Fn::Sub` as `<x>`. cdk-nag 3 matches acknowledgements by exact id, so ours
 * must spell a reference exactly as its rules do (nag.test.ts checks the two
 * agree on real findings).
 */
export function flatCfnValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    if (Array.isArray(node['Fn::Join'])) {
      const [delimiter, items] = node['Fn::Join'] as [string, unknown[]];
      return items.map(flatCfnValue).join(delimiter);
    }
    if ('Fn::Sub' in node) return flatCfnValue(node['Fn::Sub']);
    if (Array.isArray(node['Fn::GetAtt'])) {
      const [resource, attribute] = node['Fn::GetAtt'] as [unknown, unknown];
      return `<${flatCfnValue(resource)}.${flatCfnValue(attribute)}>`;
    }
    if ('Fn::ImportValue' in node) return flatCfnValue(node['Fn::ImportValue']);
    if ('Ref' in node) return `<${flatCfnValue(node.Ref)}>`;
  }
  return JSON.stringify(value);
}

/**
 * Acknowledges findings whose ids can only be spelled once the app is
 * prepared. A value from another stack (a bucket ARN in the root stack, read
 * by a function in a nested one) reaches the template as a nested-stack
 * parameter, and that parameter exists only after CDK resolved the
 * references, which happens after every constructor has run. Construct
 * validations run right after that step and before any validation plugin
 * (cdk-nag), so the acknowledgement is written there; the validation itself
 * never fails.
 */
function acknowledgeOncePrepared(scope: IConstruct, ids: () => string[], reason: string): void {
  scope.node.addValidation({
    validate: () => {
      for (const id of ids()) Validations.of(scope).acknowledge({ id, reason });
      return [];
    },
  });
}

/** Acknowledges IAM5 for one wildcard resource ARN we granted ourselves. */
export function acknowledgeWildcardResource(scope: IConstruct, resourceArn: string, reason: string): void {
  acknowledgeOncePrepared(
    scope,
    () => [`AwsSolutions-IAM5[Resource::${flatCfnValue(Stack.of(scope).resolve(resourceArn))}]`],
    reason,
  );
}

/** Acknowledges IAM4 for one AWS-managed policy attached on purpose. */
export function acknowledgeManagedPolicy(scope: IConstruct, managedPolicyArn: string, reason: string): void {
  acknowledgeOncePrepared(
    scope,
    () => [`AwsSolutions-IAM4[Policy::${flatCfnValue(Stack.of(scope).resolve(managedPolicyArn))}]`],
    reason,
  );
}

/**
 * Acknowledges every wildcard action and resource of a policy that a CDK
 * construct wrote (not us), e.g. BucketDeployment's handler policy.
 */
export function acknowledgeGeneratedWildcards(policy: Policy, reason: string): void {
  acknowledgeOncePrepared(policy, () => generatedWildcardIds(policy), reason);
}

function generatedWildcardIds(policy: Policy): string[] {
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
      const flat = flatCfnValue(resource);
      if (flat.includes('*')) ids.add(`Resource::${flat}`);
    }
  }
  return [...ids].map((id) => `AwsSolutions-IAM5[${id}]`);
}

/** A queue that is itself where failures end: it has no queue of its own behind it. */
export function acknowledgeFailureQueue(queue: IConstruct, role: string): void {
  const reason = `This queue is ${role}: messages parked here are inspected and replayed by hand, and an alarm reports the first one (monitoring.ts).`;
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason });
  Validations.of(queue).acknowledge({ id: 'Serverless-SQSRedrivePolicy', reason });
}
