import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { functionEnvironment, isolateFunctionEnvironments, MissingLocalValueError } from './function-env';
import { createLambdaRuntime, FunctionNotFoundError, type DeployedFunction } from './lambda-runtime';
import type { LocalFunction } from './local-assembly';
import { PROJECT_ROOT } from './paths';

const dir = mkdtempSync(join(tmpdir(), 'function-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const local = {
  TABLE_NAME: 'kindred-local',
  PHOTOS_BUCKET: 'photos-local',
  STRIPE_WEBHOOK_SECRET: 'whsec_local',
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_API_BASE: 'http://localhost:1',
  AWS_REGION: 'us-east-1',
  AWS_ENDPOINT_URL_S3: 'http://localhost:2',
  S3_FORCE_PATH_STYLE: 'true',
  POWERTOOLS_LOG_LEVEL: 'WARN',
};
const synthesized = (entry: string, environment: LocalFunction['environment']): LocalFunction => ({
  entry,
  logicalId: 'Fn',
  environment,
  memoryMb: 256,
  timeoutSeconds: 10,
  roleLogicalId: 'FnRole',
  policies: [],
  eventSources: [],
});

describe('functionEnvironment', () => {
  it('keeps plain template values, fills deploy-time ones by name, and stands a secret in for its ARN', () => {
    const environment = functionEnvironment(
      synthesized('lambdas/http/x.handler.ts', {
        POWERTOOLS_SERVICE_NAME: 'kindred',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        TABLE_NAME: null,
        STRIPE_SECRET_ARN: null,
      }),
      'x',
      local,
    );
    // Every local value but the bucket, which the template does not set on this function.
    const { PHOTOS_BUCKET: _notSet, ...expected } = local;
    expect(environment).toEqual({
      ...expected,
      POWERTOOLS_SERVICE_NAME: 'kindred',
      AWS_LAMBDA_FUNCTION_NAME: 'x',
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '256',
      AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
      AWS_LAMBDA_MAX_CONCURRENCY: '64',
    });
  });

  it('refuses to start a function whose deploy-time variable has no local value', () => {
    expect(() =>
      functionEnvironment(synthesized('lambdas/http/x.handler.ts', { NEW_THING: null }), 'x', local),
    ).toThrow(MissingLocalValueError);
  });
});

describe('a runtime of deployed functions', () => {
  // The handlers read their variables through lambdas/lib/env.ts, as every Lambda does.
  const envModule = pathToFileURL(join(PROJECT_ROOT, 'lambdas/lib/env.ts')).href;
  const reader = (name: string) => {
    const file = join(dir, `${name}.handler.ts`);
    writeFileSync(
      file,
      `import { requireEnv } from ${JSON.stringify(envModule)};
       export const handler = async (event: { wait?: number }) => {
         await new Promise((resolve) => setTimeout(resolve, event.wait ?? 0));
         return { bucket: requireEnv('PHOTOS_BUCKET'), table: requireEnv('TABLE_NAME'), raw: process.env.PHOTOS_BUCKET, path: process.env.PATH !== undefined };
       };`,
    );
    return file;
  };
  const withPhotos = reader('with-photos');
  const withoutPhotos = reader('without-photos');
  const deployed = new Map<string, DeployedFunction>([
    [
      withPhotos,
      {
        environment: functionEnvironment(
          synthesized(withPhotos, { TABLE_NAME: null, PHOTOS_BUCKET: null }),
          'with-photos',
          local,
        ),
        memoryMb: 1024,
      },
    ],
    [
      // As if the stack's bindPhotos were removed from this function: the grant and the variable go together.
      withoutPhotos,
      {
        environment: functionEnvironment(synthesized(withoutPhotos, { TABLE_NAME: null }), 'without-photos', local),
        memoryMb: 256,
      },
    ],
  ]);
  isolateFunctionEnvironments(Object.keys(local));
  const runtime = createLambdaRuntime(dir, { functionOf: (path) => deployed.get(path) });

  it('runs each function with its own variables only, side by side, while the process keeps its own', async () => {
    process.env.PHOTOS_BUCKET = 'the-process-own';
    const [first, second] = await Promise.allSettled([
      runtime.invoke(withPhotos, { wait: 20 }),
      runtime.invoke(withoutPhotos, { wait: 5 }),
    ]);
    expect(first).toEqual({
      status: 'fulfilled',
      value: { bucket: 'photos-local', table: 'kindred-local', raw: 'photos-local', path: true },
    });
    // What a Lambda deployed without the variable does on AWS.
    expect(second).toMatchObject({
      status: 'rejected',
      reason: { message: 'Missing environment variable PHOTOS_BUCKET' },
    });
    expect(process.env.PHOTOS_BUCKET).toBe('the-process-own');
    delete process.env.PHOTOS_BUCKET;
  });

  it('does not find a handler the stack does not deploy', async () => {
    await expect(runtime.invoke(join(dir, 'nowhere.handler.ts'), {})).rejects.toBeInstanceOf(FunctionNotFoundError);
  });
});
