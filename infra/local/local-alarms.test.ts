import { describe, expect, it } from 'vitest';
import type { LocalAlarmDefinition, LocalAlarmSet } from '#infra/ops/alarm-definitions.ts';
import { AlarmBoard, MetricStore, emfDatapoints, evaluateAlarm, evaluateExpression, statistic } from './local-alarms';

const sumAlarm = (over: Partial<LocalAlarmDefinition> = {}): LocalAlarmDefinition => ({
  id: 'EventsParked',
  alarmName: 'kindred-dev-EventsParked',
  description: 'parked',
  incident: 'EventsStuck',
  threshold: 1,
  comparison: 'GreaterThanOrEqualToThreshold',
  evaluationPeriods: 1,
  datapointsToAlarm: 1,
  treatMissingData: 'notBreaching',
  metric: {
    namespace: 'app',
    metricName: 'EventsParked',
    statistic: 'Sum',
    periodSeconds: 300,
    dimensions: { service: 'kindred' },
  },
  ...over,
});

describe('local alarms', () => {
  it('reads an EMF line as Powertools writes it', () => {
    const line = JSON.stringify({
      _aws: {
        Timestamp: 1,
        CloudWatchMetrics: [
          { Namespace: 'Kindred/local', Dimensions: [['service']], Metrics: [{ Name: 'EventsParked', Unit: 'Count' }] },
        ],
      },
      service: 'kindred',
      EventsParked: 2,
    });
    expect(emfDatapoints(line)).toEqual([
      expect.objectContaining({ metricName: 'EventsParked', value: 2, dimensions: { service: 'kindred' } }),
    ]);
    expect(emfDatapoints('{"level":"INFO"}')).toEqual([]);
    expect(emfDatapoints('{"_aws": not json')).toEqual([]);
  });

  it('computes CloudWatch statistics and the stack’s metric math', () => {
    expect(statistic('Sum', [1, 2, 3])).toBe(6);
    expect(statistic('Maximum', [1, 5, 3])).toBe(5);
    expect(
      statistic(
        'p99',
        Array.from({ length: 100 }, (_, i) => i + 1),
      ),
    ).toBe(99);
    expect(statistic('Sum', [])).toBeUndefined();
    expect(evaluateExpression('IF(requests >= 20, 100 * errors / requests, 0)', { requests: 40, errors: 4 })).toBe(10);
    expect(evaluateExpression('IF(requests >= 20, 100 * errors / requests, 0)', { requests: 10, errors: 4 })).toBe(0);
    expect(evaluateExpression('f0 + f1 + f2', { f0: 1, f1: 2, f2: 3 })).toBe(6);
    expect(evaluateExpression('SELECT SUM(Errors) FROM "AWS/Lambda"', {})).toBeUndefined();
    expect(evaluateExpression('process.exit(1)', {})).toBeUndefined();
  });

  it('alarms on the period the alarm defines, with its dimensions, and leaves unmeasured metrics alone', () => {
    const store = new MetricStore();
    const now = 1_000_000_000;
    expect(evaluateAlarm(sumAlarm(), store, now).state).toBe('OK');
    store.record('app', 'EventsParked', 1, { service: 'other' }, now - 1000);
    expect(evaluateAlarm(sumAlarm(), store, now).state).toBe('OK');
    store.record('app', 'EventsParked', 1, { service: 'kindred' }, now - 1000);
    expect(evaluateAlarm(sumAlarm(), store, now).state).toBe('ALARM');
    // Past the period it is quiet again; a scaled period passes sooner.
    expect(evaluateAlarm(sumAlarm(), store, now + 301_000).state).toBe('OK');
    expect(evaluateAlarm(sumAlarm(), store, now + 16_000, 0.05).state).toBe('OK');
    const ses = sumAlarm({
      metric: {
        namespace: 'AWS/SES',
        metricName: 'Reputation.BounceRate',
        statistic: 'Maximum',
        periodSeconds: 300,
        dimensions: {},
      },
    });
    expect(evaluateAlarm(ses, store, now)).toMatchObject({
      state: 'INSUFFICIENT_DATA',
      reason: 'not measured locally',
    });
  });

  it('needs every evaluation period breaching when the alarm says so', () => {
    const store = new MetricStore();
    const now = 2_000_000_000;
    const latency = sumAlarm({
      threshold: 3000,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      metric: {
        namespace: 'AWS/ApiGateway',
        metricName: 'Latency',
        statistic: 'p99',
        periodSeconds: 300,
        dimensions: { ApiId: 'api:http' },
      },
    });
    store.record('AWS/ApiGateway', 'Latency', 5000, { ApiId: 'api:http' }, now - 1000);
    expect(evaluateAlarm(latency, store, now).state).toBe('OK');
    store.record('AWS/ApiGateway', 'Latency', 5000, { ApiId: 'api:http' }, now - 301_000);
    store.record('AWS/ApiGateway', 'Latency', 5000, { ApiId: 'api:http' }, now - 601_000);
    expect(evaluateAlarm(latency, store, now).state).toBe('ALARM');
  });

  it('pages once per incident: the composite’s change into ALARM and back to OK', () => {
    const store = new MetricStore();
    const set: LocalAlarmSet = {
      alarms: [
        sumAlarm(),
        sumAlarm({ id: 'StripeSyncFailures', metric: { ...sumAlarm().metric!, metricName: 'StripeSyncFailed' } }),
      ],
      composites: [
        {
          alarmName: 'kindred-dev-EventsStuck',
          id: 'EventsStuck',
          description: 'stuck',
          alarms: ['EventsParked', 'StripeSyncFailures'],
        },
      ],
      topicEmails: [],
    };
    const board = new AlarmBoard(set, store);
    const now = 3_000_000_000;
    expect(board.evaluate(now)).toEqual([]);
    store.record('app', 'EventsParked', 1, { service: 'kindred' }, now + 1);
    store.record('app', 'StripeSyncFailed', 1, { service: 'kindred' }, now + 1);
    const paged = board.evaluate(now + 2);
    expect(paged).toHaveLength(1);
    expect(paged[0].subject).toBe('ALARM: "kindred-dev-EventsStuck" in the local cloud');
    expect(paged[0].text).toContain('EventsParked: ALARM');
    expect(board.evaluate(now + 3)).toEqual([]);
    const cleared = board.evaluate(now + 400_000);
    expect(cleared.map((n) => n.subject)).toEqual(['OK: "kindred-dev-EventsStuck" in the local cloud']);
    expect(board.history.map((h) => `${h.alarm}:${h.to}`)).toContain('EventsParked:ALARM');
  });
});
