import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PROJECT_ROOT } from './constructs/app-function';
import { KindredStack } from './kindred-stack';

/**
 * The CDK app: one stack, checked by cdk-nag's AWS Solutions pack at synth.
 * Any unacknowledged finding makes `cdk synth` fail.
 *
 * Context: `webOrigin` (optional) pins the web origin, see docs/deploy.md.
 */
const app = new App();

/**
 * dist/web is produced by `npm run build:web`. Synth works without it (tests,
 * offline checks) from an empty directory, but such a template carries a rule
 * that makes CloudFormation refuse the deployment.
 */
function webDistDir(): string {
  const built = join(PROJECT_ROOT, 'dist', 'web');
  if (existsSync(join(built, 'index.html'))) return built;
  const empty = mkdtempSync(join(tmpdir(), 'kindred-web-'));
  console.warn(
    `[kindred] dist/web has no index.html: synthesizing with an empty web app (${empty}). Run "npm run build:web" before "cdk deploy"; a deploy of this template is refused.`,
  );
  return empty;
}

new KindredStack(app, 'Kindred', {
  description: 'Kindred dating app: web, APIs, data and media',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webDistDir: webDistDir(),
  webOrigin: app.node.tryGetContext('webOrigin') as string | undefined,
  emailFrom: app.node.tryGetContext('emailFrom') as string | undefined,
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
