import { CfnCondition, CfnParameter, Fn, Stack } from 'aws-cdk-lib';
import { type CfnPolicy, Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { AppFunction } from './app-function';

/**
 * The dating coach's optional AI engine (decision 0025), switched on per
 * deployment by the stack parameters `CoachEngine` (builtin, the default, or
 * bedrock) and `CoachModelId`. The coach's function always learns which
 * engine is set; it is granted InvokeModel on that one model only when the
 * parameter says bedrock (a CloudFormation condition on the policy), and a
 * member's conversation goes to it only after they opt in.
 */
export class CoachModel extends Construct {
  private readonly engine: CfnParameter;
  private readonly modelId: CfnParameter;
  private readonly enabled: CfnCondition;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);
    this.engine = new CfnParameter(stack, 'CoachEngine', {
      type: 'String',
      default: 'builtin',
      allowedValues: ['builtin', 'bedrock'],
      description:
        'The dating coach engine: builtin (offline, nothing leaves the table) or bedrock (members who opt in; decision 0025).',
    });
    this.modelId = new CfnParameter(stack, 'CoachModelId', {
      type: 'String',
      default: 'anthropic.claude-3-haiku-20240307-v1:0',
      allowedPattern: '^[a-z0-9.:-]+$',
      description:
        'The Bedrock foundation model the coach invokes when CoachEngine is bedrock (enable access to it in the Bedrock console first).',
    });
    this.enabled = new CfnCondition(this, 'BedrockCoach', {
      expression: Fn.conditionEquals(this.engine.valueAsString, 'bedrock'),
    });
  }

  bind(fn: AppFunction): void {
    fn.setEnv('COACH_ENGINE', this.engine.valueAsString).setEnv('COACH_MODEL_ID', this.modelId.valueAsString);
    const stack = Stack.of(this);
    const policy = new Policy(fn, 'CoachModelAccess', {
      statements: [
        new PolicyStatement({
          actions: ['bedrock:InvokeModel'],
          resources: [
            stack.formatArn({
              service: 'bedrock',
              account: '',
              resource: 'foundation-model',
              resourceName: this.modelId.valueAsString,
            }),
          ],
        }),
      ],
    });
    policy.attachToRole(fn.role!);
    (policy.node.defaultChild as CfnPolicy).cfnOptions.condition = this.enabled;
  }
}
