/**
 * `npm run deploy:check`: what an operator runs before `cdk deploy`. For
 * every stage it synthesizes the app as `cdk synth` does (Lambdas bundled)
 * into cdk.out/<stage>, runs cdk-nag's AwsSolutions and Serverless packs on
 * it, and cfn-lint on every template, nested ones included. Exits 1 on any
 * unacknowledged nag finding, any cfn-lint error or warning not ignored in
 * CFN_LINT_IGNORED, or a missing cfn-lint.
 *
 * `--lint-only` (npm run test:cfn-lint, part of `npm test`) synthesizes
 * without bundling, which changes only asset hashes, and runs cfn-lint alone:
 * the CDK tests run the nag packs already.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { NestedStack } from 'aws-cdk-lib';
import { PROJECT_ROOT } from './constructs/app-function';
import { nagPacks, stageApp, webDistDir } from './kindred-app';
import { STAGES, type StageName } from './stages';

/**
 * The cfn-lint rules we ignore, each with why: the one place they are named.
 * Anything else cfn-lint reports (error, warning or informational) fails.
 */
export const CFN_LINT_IGNORED: Readonly<Record<string, string>> = {
  W3005:
    "CDK writes an explicit DependsOn beside a Ref or GetAtt to the same resource (a function on its role's default policy, a stage on its account settings): redundant for CloudFormation, harmless, and not ours to remove.",
};

const lintOnly = process.argv.includes('--lint-only');
const outRoot = join(PROJECT_ROOT, 'cdk.out', lintOnly ? 'lint' : 'check');

function requireCfnLint(): string {
  const found = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    console.error(
      'cfn-lint is not installed or not on PATH: the templates cannot be validated. Install it (pipx install cfn-lint, or pip install cfn-lint) and run again.',
    );
    process.exit(1);
  }
  return found.stdout.trim();
}

function checkStage(stage: StageName): string[] {
  const outdir = join(outRoot, stage);
  rmSync(outdir, { recursive: true, force: true });
  const started = Date.now();
  // Without a web build the template carries the rule that refuses a deploy (web-hosting.ts); it still lints.
  const { app, stack } = stageApp(stage, {
    bundling: !lintOnly,
    outdir,
    nag: false,
    webDistDir: webDistDir(!lintOnly),
  });
  const assembly = app.synth();
  const nested = stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
  const templates = [stack, ...nested].map((s) => join(assembly.directory, s.templateFile));
  const problems: string[] = [];
  console.log(`${stage}: synthesized ${templates.length} templates in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  if (!lintOnly) {
    const findings = nagPacks().flatMap((pack) =>
      pack
        .validateScope(app)
        .violations.flatMap((v) => v.violatingResources.map((r) => `cdk-nag ${v.ruleName} at ${r.constructPath}`)),
    );
    console.log(`${stage}: cdk-nag AwsSolutions and Serverless: ${findings.length} unacknowledged findings`);
    problems.push(...findings);
  }

  const lint = spawnSync(
    'cfn-lint',
    ['--format', 'parseable', '--ignore-checks', ...Object.keys(CFN_LINT_IGNORED), '--', ...templates],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const findings = lint.stdout.split('\n').filter((line) => line.trim() !== '');
  if (lint.status !== 0 && findings.length === 0) {
    problems.push(`cfn-lint exited ${lint.status}: ${lint.stderr.trim()}`);
  }
  console.log(`${stage}: cfn-lint on ${templates.length} templates: ${findings.length} findings`);
  problems.push(...findings.map((line) => `cfn-lint ${line.replace(`${assembly.directory}/`, '')}`));
  return problems.map((problem) => `${stage}: ${problem}`);
}

console.log(
  `${requireCfnLint()}; ignoring ${Object.keys(CFN_LINT_IGNORED).join(', ')} (infra/deploy-check.ts says why)`,
);
const problems = (Object.keys(STAGES) as StageName[]).flatMap(checkStage);
for (const problem of problems) console.error(problem);
console.log(
  problems.length === 0
    ? `deploy:check: every stage synthesizes${lintOnly ? '' : ', passes cdk-nag'} and passes cfn-lint`
    : `deploy:check: ${problems.length} problems`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
