/**
 * The Lambda bundles of a real synth (esbuild bundling on) in cdk.out, each
 * named after its route-table entry, with the environment CDK gives it. Read
 * by bench:bundles (sizes) and bench:coldstart (load cost).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_SUBSCRIPTIONS, HTTP_ROUTES, WEBSOCKET_AUTHORIZER, WEBSOCKET_ROUTES } from '#shared/routes/index.ts';
import { PROJECT_ROOT } from './constructs/app-function';

export const OUT_DIR = join(PROJECT_ROOT, 'cdk.out');

export type SynthesizedBundle = {
  /** 'http getMe', 'ws sendMessage', 'event tableStream'. */
  name: string;
  /** The handler's path, as the route table spells it. */
  entry: string;
  /** index.js (CommonJS) or index.mjs (ESM), as the Lambda runtime finds it. */
  file: string;
  /** The function's environment variables; values CloudFormation fills at deploy time are null. */
  environment: Record<string, string | null>;
};

/** Route-table name of each handler entry, for the reports. */
function handlerNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const [name, route] of Object.entries(HTTP_ROUTES)) names.set(route.handler, `http ${name}`);
  for (const [name, route] of Object.entries(WEBSOCKET_ROUTES)) names.set(route.handler, `ws ${name}`);
  names.set(WEBSOCKET_AUTHORIZER.handler, 'ws authorizer');
  for (const [name, subscription] of Object.entries(EVENT_SUBSCRIPTIONS))
    names.set(subscription.handler, `event ${name}`);
  return names;
}

export function synth(): void {
  const started = Date.now();
  const result = spawnSync('npx', ['cdk', 'synth', '--no-notices', '-q', '-o', OUT_DIR], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    // A template that fails validation is still written, bundles and all: say so, and measure them.
    const manifest = join(OUT_DIR, 'manifest.json');
    if (!existsSync(manifest) || statSync(manifest).mtimeMs < started)
      throw new Error(`cdk synth failed (exit ${result.status})`);
    console.log(`cdk synth reported errors (above), but wrote the assembly: measuring its bundles.`);
  }
  console.log(`synth with bundling: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

type Template = {
  Resources: Record<
    string,
    {
      Type: string;
      Properties?: { Description?: string; Environment?: { Variables?: Record<string, unknown> } };
      Metadata?: Record<string, string>;
    }
  >;
};

/** Every stack's template in cdk.out, with the templates of its nested stacks (the HTTP route domains, decision 0055). */
function stackTemplates(): Template[] {
  const manifest = JSON.parse(readFileSync(join(OUT_DIR, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
  };
  const read = (file: string): Template[] => {
    const template = JSON.parse(readFileSync(join(OUT_DIR, file), 'utf8')) as Template;
    const nested = Object.values(template.Resources)
      .filter((resource) => resource.Type === 'AWS::CloudFormation::Stack' && resource.Metadata?.['aws:asset:path'])
      .flatMap((resource) => read(resource.Metadata!['aws:asset:path']!));
    return [template, ...nested];
  };
  return Object.values(manifest.artifacts)
    .filter((artifact) => artifact.type === 'aws:cloudformation:stack' && artifact.properties?.templateFile)
    .flatMap((artifact) => read(artifact.properties!.templateFile!));
}

/** Every route-table handler's bundle in cdk.out; throws when one is missing. */
export function synthesizedBundles(): SynthesizedBundle[] {
  const names = handlerNames();
  const bundles: SynthesizedBundle[] = [];
  for (const template of stackTemplates()) {
    for (const resource of Object.values(template.Resources)) {
      const entry = resource.Properties?.Description;
      const assetPath = resource.Metadata?.['aws:asset:path'];
      if (resource.Type !== 'AWS::Lambda::Function' || !entry || !names.has(entry) || !assetPath) continue;
      const file = ['index.js', 'index.mjs']
        .map((name) => join(OUT_DIR, assetPath, name))
        .find((path) => existsSync(path));
      if (!file) throw new Error(`${entry}: no index.js or index.mjs in ${assetPath} (was bundling skipped?)`);
      const variables = resource.Properties?.Environment?.Variables ?? {};
      const environment = Object.fromEntries(
        Object.entries(variables).map(([key, value]) => [key, typeof value === 'string' ? value : null]),
      );
      bundles.push({ name: names.get(entry)!, entry, file, environment });
    }
  }
  const missing = [...names.keys()].filter((entry) => !bundles.some((bundle) => bundle.entry === entry));
  if (missing.length > 0) throw new Error(`No bundle found for: ${missing.join(', ')}`);
  return bundles;
}
