import { InvokeStore } from '@aws/lambda-invoke-store';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonLines } from '../lib/captured-json-lines';
import { METRIC } from '../lib/metric-names';
import { logger } from '../lib/logger';
import { countMetric, publishMetrics } from '../lib/metrics';
import { s3Handler } from '../lib/s3-handler';
import { streamHandler } from '../lib/stream-handler';
import { correlationIdOf, withoutCorrelation } from '../db/correlation';
import { matchCreationItems } from '../db/matches';
import { httpHandler } from './http-handler';
import type { HttpEvent } from '../lib/http-input';

const emfLines = async (run: () => Promise<unknown>) => (await jsonLines(run)).filter((line) => '_aws' in line);

const context = { functionName: 'metrics-test', awsRequestId: 'req-1' } as Context;
const handlerCounting = (names: string[], fail = false) =>
  middy<unknown, string>()
    .use(publishMetrics())
    .handler(async () => {
      for (const name of names) countMetric(name as never);
      if (fail) throw new Error('use case failed');
      return 'ok';
    });

describe('publishMetrics', () => {
  beforeEach(() => vi.stubEnv('POWERTOOLS_DEV', ''));
  afterEach(() => vi.unstubAllEnvs());

  it('writes one EMF document with the counted metrics, under the namespace and service the alarms read', async () => {
    const [document, ...others] = await emfLines(() =>
      handlerCounting([METRIC.matches, METRIC.messages, METRIC.messages])({}, context),
    );
    expect(others).toEqual([]);
    expect(document).toMatchObject({ service: 'kindred', [METRIC.matches]: 1, [METRIC.messages]: [1, 1] });
    const directive = (document!._aws as { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] })
      .CloudWatchMetrics[0]!;
    expect(directive.Namespace).toBe('Kindred/local');
    expect(directive.Metrics.map((m) => m.Name).sort()).toEqual([METRIC.matches, METRIC.messages].sort());
  });

  it('publishes what a failing invocation counted, so failure metrics survive the failure', async () => {
    const documents = await emfLines(() => handlerCounting([METRIC.stripeSyncFailed], true)({}, context));
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ [METRIC.stripeSyncFailed]: 1 });
  });

  it('writes nothing for an invocation that counted nothing', async () => {
    expect(await emfLines(() => handlerCounting([])({}, context))).toEqual([]);
  });

  it('publishes each of two overlapping invocations with its own counts, where one environment serves both', async () => {
    // As Lambda Managed Instances and the local cloud run them (decision 0093).
    vi.stubEnv('AWS_LAMBDA_MAX_CONCURRENCY', '4');
    const store = await InvokeStore.getInstanceAsync(true);
    const slow = middy<unknown, string>()
      .use(publishMetrics())
      .handler(async () => {
        countMetric(METRIC.matches);
        await new Promise((done) => setTimeout(done, 30));
        return 'ok';
      });
    const documents = await emfLines(() =>
      Promise.all([
        store.run({}, () => slow({}, context)),
        store.run({}, () => handlerCounting([METRIC.messages])({}, context)),
      ]),
    );
    expect(documents.map((document) => [document[METRIC.matches], document[METRIC.messages]])).toEqual([
      [undefined, 1],
      [1, undefined],
    ]);
  });
});

describe('s3Handler', () => {
  it('counts each upload its use case rejected', async () => {
    const outcomes: Record<string, string> = { a: 'ready', b: 'rejected', c: 'rejected' };
    const handler = s3Handler(async (_bucket, key) => outcomes[key]);
    const records = Object.keys(outcomes).map((key) => ({ s3: { bucket: { name: 'photos' }, object: { key } } }));
    const documents = await emfLines(() => handler({ Records: records } as never, context));
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ [METRIC.uploadRejected]: [1, 1] });
  });
});

describe('correlation ids', () => {
  it("puts API Gateway's request id and the member into every log line of an HTTP route, and counts an unhandled error", async () => {
    const route = { auth: 'public', table: 'none', response: {} } as never;
    const handler = httpHandler(route, async () => {
      throw new Error('boom');
    });
    const event = {
      rawPath: '/x',
      headers: {},
      requestContext: {
        requestId: 'api-req-7',
        http: { method: 'GET' },
        authorizer: { jwt: { claims: { sub: 'm-2' } } },
      },
    } as unknown as HttpEvent;
    const lines = await jsonLines(() => handler(event, context));
    const logged = lines.filter((line) => 'level' in line);
    expect(logged.map((line) => line.message)).toEqual(['Unhandled error']);
    expect(logged[0]).toMatchObject({ correlation_id: 'api-req-7', function_request_id: 'req-1', memberId: 'm-2' });
    expect(lines.find((line) => '_aws' in line)).toMatchObject({ [METRIC.unhandledErrors]: 1 });
  });
});

describe('stream work', () => {
  it('starts from a match item carrying the id of the request that made it', () => {
    vi.stubEnv('TABLE_NAME', 'kindred-test');
    logger.setCorrelationId('api-req-3');
    try {
      const [match] = matchCreationItems('m-a', 'm-b', new Date());
      expect(match!.Put.Item).toMatchObject({ entity: 'match', correlationId: 'api-req-3' });
    } finally {
      logger.removeKeys(['correlation_id']);
      vi.unstubAllEnvs();
    }
  });

  it('logs under the id of the request that wrote the item, and under none for an item no request wrote', async () => {
    const handler = streamHandler(async (record) => {
      logger.info('applied', { eventID: record.eventID });
    }, correlationIdOf);
    const records = [
      { eventID: 'e-1', eventName: 'INSERT', dynamodb: { NewImage: { correlationId: { S: 'api-req-7' } } } },
      { eventID: 'e-2', eventName: 'INSERT', dynamodb: { NewImage: { entity: { S: 'profile' } } } },
      // An introduction's notification names its Elite request: that is not a correlation id.
      {
        eventID: 'e-3',
        eventName: 'INSERT',
        dynamodb: { NewImage: { entity: { S: 'notification' }, requestId: { S: 'elite-req-1' } } },
      },
    ];
    const lines = await jsonLines(() => handler({ Records: records } as never, context));
    const applied = lines.filter((line) => line.message === 'applied');
    expect(applied.map((line) => [line.eventID, line.correlation_id])).toEqual([
      ['e-1', 'api-req-7'],
      ['e-2', undefined],
      ['e-3', undefined],
    ]);
  });

  it("leaves the id out of a member's data export", () => {
    expect(withoutCorrelation({ entity: 'swipe', targetId: 'm-b', correlationId: 'api-req-3' })).toEqual({
      entity: 'swipe',
      targetId: 'm-b',
    });
  });

  it("takes a modify's id only when that write set it, and a deletion's only when Time to Live made it", () => {
    const image = (id?: string) => (id ? { correlationId: { S: id } } : {});
    const record = (eventName: string, before?: string, after?: string, principalId?: string) =>
      ({
        eventName,
        dynamodb: { OldImage: image(before), NewImage: image(after) },
        ...(principalId ? { userIdentity: { type: 'Service', principalId } } : {}),
      }) as never;
    expect(correlationIdOf(record('MODIFY', 'api-old', 'api-new'))).toBe('api-new');
    expect(correlationIdOf(record('MODIFY', 'api-old', 'api-old'))).toBeUndefined();
    expect(correlationIdOf(record('REMOVE', 'api-old', undefined, 'dynamodb.amazonaws.com'))).toBe('api-old');
    expect(correlationIdOf(record('REMOVE', 'api-old'))).toBeUndefined();
  });
});
