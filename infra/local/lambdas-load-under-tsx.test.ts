/**
 * Every module a Lambda can load, loads as the local cloud loads it: under tsx, with Node's own module
 * resolution. Vitest resolves modules its own way (Vite's), so a module can pass every unit and
 * integration test and still fail to load in `npm start` and the e2e lanes. One did: a deep import of
 * tfjs-core's ES modules, whose imports name no file extension, which Vite resolves and Node refuses
 * (decision 0095). It sat behind a handler's import on demand, so every module under `lambdas/` is
 * imported, not only the handlers.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../constructs/app-function';
import { LAMBDA_BUNDLING } from '../constructs/lambda-bundling';

/** Imports each module in turn and prints the ones that failed, with their error. */
const IMPORT_EACH = `
const { pathToFileURL } = await import('node:url');
const failed = {};
for (const file of JSON.parse(process.argv.at(-1))) {
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    failed[file] = String(error?.message ?? error).split('\\n')[0];
  }
}
console.log(JSON.stringify(failed));
`;

/** What the bundler's aliases point at: modules only esbuild loads (LAMBDA_BUNDLING.alias). */
const BUNDLER_ONLY = new Set(
  Object.values(LAMBDA_BUNDLING.alias)
    .filter((target) => target.startsWith('./'))
    .map((target) => join(PROJECT_ROOT, target)),
);

/** The Lambdas' modules: every TypeScript file under lambdas/ but the tests and the bundler's own. */
function lambdaModules(): string[] {
  return readdirSync(join(PROJECT_ROOT, 'lambdas'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => join(PROJECT_ROOT, 'lambdas', file))
    .filter((file) => !BUNDLER_ONLY.has(file));
}

describe('the Lambdas under tsx', () => {
  it('each module loads with Node resolving its imports, as in the local cloud', async () => {
    const entries = lambdaModules();
    expect(entries.length).toBeGreaterThan(300);
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', IMPORT_EACH, JSON.stringify(entries)],
        {
          cwd: PROJECT_ROOT,
          env: {
            PATH: process.env.PATH,
            AWS_REGION: 'us-east-1',
            TABLE_NAME: 'handlers-load',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          },
        },
      );
      let out = '';
      let errors = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exited ${code}:\n${errors}`))));
    });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({});
  }, 180_000);
});
