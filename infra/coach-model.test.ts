import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { AppFunction, PROJECT_ROOT } from './constructs/app-function';
import { CoachModel } from './constructs/coach-model';

type Resource = { Type: string; Properties: Record<string, any>; Condition?: string };
let template: { Parameters: Record<string, any>; Conditions: Record<string, any>; Resources: Record<string, Resource> };

/**
 * The construct in a stack of its own, with the coach's function and one
 * other: what it adds does not depend on the rest of the application.
 */
beforeAll(() => {
  const { context } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'CoachTest');
  const coach = new CoachModel(stack, 'Coach');
  coach.bind(
    new AppFunction(stack, 'AskCoach', {
      entry: HTTP_ROUTES.askCoach.handler,
      kind: 'api',
      allowedOrigins: 'https://app.example',
    }),
  );
  new AppFunction(stack, 'GetMe', {
    entry: HTTP_ROUTES.getMe.handler,
    kind: 'api',
    allowedOrigins: 'https://app.example',
  });
  template = Template.fromStack(stack).toJSON() as typeof template;
});

describe("the dating coach's optional AI engine (decision 0025)", () => {
  it('is a stack parameter, built-in by default', () => {
    expect(template.Parameters.CoachEngine).toMatchObject({
      Type: 'String',
      Default: 'builtin',
      AllowedValues: ['builtin', 'bedrock'],
    });
    expect(template.Parameters.CoachModelId).toMatchObject({ Type: 'String' });
  });

  it('tells only the function it is bound to, and grants it InvokeModel on that one model only when the parameter says bedrock', () => {
    const functions = Object.values(template.Resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    const withEngine = functions.filter((r) => r.Properties.Environment?.Variables?.COACH_ENGINE);
    expect(withEngine.map((r) => r.Properties.Description)).toEqual([HTTP_ROUTES.askCoach.handler]);
    expect(withEngine[0]!.Properties.Environment.Variables).toMatchObject({
      COACH_ENGINE: { Ref: 'CoachEngine' },
      COACH_MODEL_ID: { Ref: 'CoachModelId' },
    });

    const bedrock = Object.values(template.Resources).filter(
      (r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties).includes('bedrock:'),
    );
    expect(bedrock).toHaveLength(1);
    const [policy] = bedrock;
    expect(template.Conditions[policy!.Condition!]).toEqual({ 'Fn::Equals': [{ Ref: 'CoachEngine' }, 'bedrock'] });
    const statements = policy!.Properties.PolicyDocument.Statement;
    expect(statements).toHaveLength(1);
    expect(statements[0].Action).toBe('bedrock:InvokeModel');
    expect(JSON.stringify(statements[0].Resource)).toContain(':foundation-model/');
    expect(JSON.stringify(statements[0].Resource)).toContain('"Ref":"CoachModelId"');
  });
});
