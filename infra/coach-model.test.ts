import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { AppFunction, PROJECT_ROOT } from './constructs/app-function';
import { CoachModel } from './constructs/coach-model';
import type { TemplateValue } from './stack-templates';
import { logSettingsOf, STAGES, type CoachEngine } from './stages';

type Resource = { Type: string; Properties: Record<string, TemplateValue> };

/**
 * The construct in a stack of its own, with the coach's function and one
 * other: what it adds does not depend on the rest of the application.
 */
function synthesize(coach: CoachEngine): Resource[] {
  const { context } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'CoachTest');
  const props = {
    kind: 'api',
    allowedOrigins: 'https://app.example',
    logs: logSettingsOf(STAGES.dev),
    stage: 'dev',
  } as const;
  new CoachModel(coach).bind(new AppFunction(stack, 'AskCoach', { ...props, entry: HTTP_ROUTES.askCoach.handler }));
  new AppFunction(stack, 'GetMe', { ...props, entry: HTTP_ROUTES.getMe.handler });
  return Object.values(Template.fromStack(stack).toJSON().Resources as Record<string, Resource>);
}

const bedrockStatements = (resources: Resource[]) =>
  resources
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .flatMap((r) => r.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
    .filter((statement) => JSON.stringify(statement.Action).includes('bedrock:'));

const environments = (resources: Resource[]) =>
  resources
    .filter((r) => r.Type === 'AWS::Lambda::Function')
    .map((r): [string, Record<string, unknown>] => [r.Properties.Description, r.Properties.Environment.Variables]);

describe("the dating coach's optional AI engine (decision 0025)", () => {
  it('is built-in in every stage as shipped: the coach learns so, and no function may invoke a model', () => {
    for (const stage of Object.values(STAGES)) expect(stage.coach, stage.name).toEqual({ engine: 'builtin' });
    const resources = synthesize({ engine: 'builtin' });
    expect(bedrockStatements(resources)).toEqual([]);
    expect(Object.fromEntries(environments(resources).map(([entry, env]) => [entry, env.COACH_ENGINE]))).toEqual({
      [HTTP_ROUTES.askCoach.handler]: 'builtin',
      [HTTP_ROUTES.getMe.handler]: undefined,
    });
  });

  it('with bedrock, tells only the function it is bound to, and grants it InvokeModel on that one model only', () => {
    const modelId = 'anthropic.claude-3-haiku-20240307-v1:0';
    const resources = synthesize({ engine: 'bedrock', modelId });
    const withEngine = environments(resources).filter(([, env]) => env.COACH_ENGINE);
    expect(withEngine).toEqual([
      [HTTP_ROUTES.askCoach.handler, expect.objectContaining({ COACH_ENGINE: 'bedrock', COACH_MODEL_ID: modelId })],
    ]);
    const statements = bedrockStatements(resources);
    expect(statements).toHaveLength(1);
    expect(statements[0]!.Action).toBe('bedrock:InvokeModel');
    expect(JSON.stringify(statements[0]!.Resource)).toContain(`:foundation-model/${modelId}`);
    // Only the coach's role carries it.
    const askCoachRole = resources.find((r) => r.Properties.Description === HTTP_ROUTES.askCoach.handler)!.Properties
      .Role['Fn::GetAtt'][0];
    const holders = resources.filter(
      (r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.PolicyDocument).includes('bedrock:'),
    );
    expect(holders.flatMap((r) => r.Properties.Roles)).toEqual([{ Ref: askCoachRole }]);
  });
});
