import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CoachEngine } from '../stages';
import type { AppFunction } from './app-function';

/**
 * The dating coach's optional AI engine (decision 0025), chosen per stage in
 * infra/stages.ts. The coach's function always learns which engine is set;
 * it is granted InvokeModel on that one model only when the stage says
 * bedrock, and a member's conversation goes to it only after they opt in.
 * A synth-time setting rather than a stack parameter: the coach's function
 * may live in a nested stack, and a CloudFormation condition cannot reach
 * across templates.
 */
export class CoachModel {
  constructor(private readonly coach: CoachEngine) {}

  bind(fn: AppFunction): void {
    fn.setEnv('COACH_ENGINE', this.coach.engine);
    if (this.coach.engine !== 'bedrock') return;
    fn.setEnv('COACH_MODEL_ID', this.coach.modelId).addToRolePolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources: [
          Stack.of(fn).formatArn({
            service: 'bedrock',
            account: '',
            resource: 'foundation-model',
            resourceName: this.coach.modelId,
          }),
        ],
      }),
    );
  }
}
