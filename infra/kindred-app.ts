import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { PROJECT_ROOT } from './constructs/app-function';
import { KindredStack } from './kindred-stack';
import { stackNameOf, stageFromContext, type StageName } from './stages';

/**
 * dist/web is produced by `npm run build:web`. Synth works without it (tests,
 * offline checks) from an empty directory, but such a template carries a rule
 * that makes CloudFormation refuse the deployment.
 */
export function webDistDir(warn = true): string {
  const built = join(PROJECT_ROOT, 'dist', 'web');
  if (existsSync(join(built, 'index.html'))) return built;
  const empty = mkdtempSync(join(tmpdir(), 'kindred-web-'));
  if (warn) {
    console.warn(
      `[kindred] dist/web has no index.html: synthesizing with an empty web app (${empty}). Run "npm run build:web" before "cdk deploy"; a deploy of this template is refused.`,
    );
  }
  return empty;
}

/**
 * Kindred's stack for the stage the app's context names (`-c stage=prod`;
 * dev by default), checked at synth by cdk-nag's AWS Solutions and Serverless
 * packs: any unacknowledged finding fails the synth. The CDK entry point
 * (infra/app.ts), the CDK tests and deploy:check all build it here.
 */
export function addKindred(app: App, options: { webDistDir?: string; nag?: boolean } = {}): KindredStack {
  const stage = stageFromContext({
    stage: app.node.tryGetContext('stage'),
    webOrigin: app.node.tryGetContext('webOrigin'),
    emailFrom: app.node.tryGetContext('emailFrom'),
  });
  const stack = new KindredStack(app, stackNameOf(stage.name), {
    description: `Kindred dating app (${stage.name}): web, APIs, data and media`,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    tags: { 'kindred:app': 'kindred', 'kindred:stage': stage.name },
    webDistDir: options.webDistDir ?? webDistDir(),
    stage,
  });
  if (options.nag ?? true) Validations.of(app).addPlugins(...nagPacks(app));
  return stack;
}

/** The cdk-nag packs every stage passes with no unacknowledged finding. */
export const nagPacks = (app?: App) => [new AwsSolutionsChecks(app), new ServerlessChecks(app)];

/**
 * A stage's app as `cdk synth` builds it (cdk.json's feature flags), in this
 * process, for the CDK tests, deploy:check and bench:stack. Without
 * `bundling`, no Lambda is bundled: templates are the same but for asset hashes.
 */
export function stageApp(
  stage: StageName,
  options: {
    bundling?: boolean;
    outdir?: string;
    nag?: boolean;
    webDistDir?: string;
    context?: Record<string, unknown>;
  } = {},
): { app: App; stack: KindredStack } {
  const { context } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({
    outdir: options.outdir,
    context: {
      ...context,
      ...(options.bundling ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
      stage,
    },
  });
  const stack = addKindred(app, {
    nag: options.nag,
    webDistDir: options.webDistDir ?? webDistDir(false),
  });
  return { app, stack };
}
