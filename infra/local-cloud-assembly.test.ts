/**
 * The local cloud runs what the stack deploys (decision 0063): every handler the route table and
 * the event wiring name is a function of the synthesized template and every function of the template
 * has its handler; each function's local environment has exactly the names the template gives it;
 * the local event wiring (route table) is the template's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allHandlerEntries, EVENT_SUBSCRIPTIONS } from '#shared/routes/index.ts';
import { buildHandlerEnv } from '#infra/local/handler-env.ts';
import { endpointsFor } from '#infra/local/endpoints.ts';
import { functionEnvironment } from '#infra/local/function-env.ts';
import { functionNameFromPath } from '#infra/local/lambda-runtime.ts';
import { localAssemblyOf, type LocalAssembly, type LocalFunction } from '#infra/local/local-assembly.ts';
import { portsFor } from '#infra/local/ports.ts';
import { stageApp } from './kindred-app';
import { flattenedTemplate } from './stack-templates';

let assembly: LocalAssembly;
const localValues = buildHandlerEnv({
  endpoints: endpointsFor(portsFor('test')),
  userPoolId: 'us-east-1_local',
  userPoolClientId: 'local-client',
  signUpClientId: 'local-sign-up-client',
});
const functionOf = (entry: string): LocalFunction => {
  const found = assembly.functions.filter((fn) => fn.entry === entry);
  expect(found, entry).toHaveLength(1);
  return found[0]!;
};

beforeAll(() => {
  const { stack } = stageApp('dev', { nag: false });
  assembly = localAssemblyOf(flattenedTemplate(stack));
});

describe('the local cloud and the synthesized stack', () => {
  it('has one function per handler the route table names, and no function without one', () => {
    const routed = [...new Set(allHandlerEntries())].sort();
    expect(assembly.functions.map((fn) => fn.entry).sort()).toEqual(routed);
  });

  it('gives each function exactly the variable names of its template, secrets by their local stand-ins', () => {
    const secretStandIns: Record<string, string[]> = {
      STRIPE_SECRET_ARN: ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_API_BASE'],
      NOTIFICATION_SECRET_ARN: ['NOTIFICATION_SECRET'],
      VAPID_SECRET_ARN: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
    };
    for (const fn of assembly.functions) {
      const local = functionEnvironment(fn, functionNameFromPath(fn.entry), localValues);
      const appNames = Object.keys(local).filter((name) => !name.startsWith('AWS_') && name !== 'S3_FORCE_PATH_STYLE');
      const expected = Object.keys(fn.environment).flatMap((name) => secretStandIns[name] ?? [name]);
      expect(appNames.sort(), fn.entry).toEqual(expected.sort());
      expect(local.AWS_LAMBDA_FUNCTION_NAME).toBe(functionNameFromPath(fn.entry));
    }
  });

  it('gives a function without a bucket binding no bucket, though another function has one', () => {
    const getMe = functionEnvironment(functionOf('lambdas/http/get-me.handler.ts'), 'get-me', localValues);
    const photoUploaded = functionOf(EVENT_SUBSCRIPTIONS.photoUploaded.handler);
    expect(getMe.PHOTOS_BUCKET).toBeUndefined();
    expect(functionEnvironment(photoUploaded, 'photo-uploaded', localValues).PHOTOS_BUCKET).toBe(
      localValues.PHOTOS_BUCKET,
    );
  });

  it('wires the same event sources as the route table: stream mappings with their filters, bucket notifications with their prefixes, none for an invoked function', () => {
    for (const subscription of Object.values(EVENT_SUBSCRIPTIONS)) {
      const sources = functionOf(subscription.handler).eventSources;
      if (subscription.kind === 'failureQueues') {
        // Both failure queues: the stream consumers' and the S3-notified functions'.
        expect(sources.map((source) => source.kind)).toEqual(['sqs', 'sqs']);
        continue;
      }
      if (subscription.kind === 'invoked') {
        // Another function hands it work (decision 0098): no source of its own, and so no reader of the stream.
        expect(sources, subscription.handler).toEqual([]);
        continue;
      }
      expect(sources, subscription.handler).toHaveLength(1);
      const [source] = sources;
      if (subscription.kind === 'tableStream') {
        expect(source).toMatchObject({ kind: 'tableStream' });
        const filters = 'filters' in subscription ? subscription.filters : [];
        expect(source!.kind === 'tableStream' && source.filterPatterns, subscription.handler).toHaveLength(
          filters.length,
        );
      } else {
        expect(source).toMatchObject({ kind: 's3ObjectCreated', prefix: subscription.prefix });
        expect(source!.kind === 's3ObjectCreated' && source.bucketLogicalId.toLowerCase()).toContain(
          subscription.bucket,
        );
      }
    }
    const wired = new Set<string>(Object.values(EVENT_SUBSCRIPTIONS).map((subscription) => subscription.handler));
    const unrouted = assembly.functions.filter((fn) => fn.eventSources.length > 0 && !wired.has(fn.entry));
    expect(unrouted.map((fn) => fn.entry)).toEqual([]);
  });
});
