/**
 * CloudWatch, for the alarms the stack defines (infra/ops/alarm-definitions.ts
 * reads them from the synthesized template): metrics from the handlers' EMF
 * lines and from what the stand-ins see (Lambda invocations, the HTTP API's
 * answers, the failure queues' depth), each alarm evaluated with its own
 * statistic, period, threshold, comparison and evaluation periods, and the
 * composite alarms' changes published to a local SNS topic that e-mails the
 * local mailbox, once per incident as in AWS.
 *
 * Windows slide: every tick looks at the last period, so a fault is seen on
 * the next tick, not at the next five-minute boundary. `timeScale` shortens
 * every period (the fault drill runs five minutes as fifteen seconds).
 * Metrics the local cloud does not have (SES, WAF, DynamoDB's own, Metrics
 * Insights queries) leave their alarm in INSUFFICIENT_DATA, said so on /dev/ops.
 */
import type { LocalAlarmDefinition, LocalAlarmSet, LocalMetric } from '#infra/ops/alarm-definitions.ts';

export type AlarmState = 'OK' | 'ALARM' | 'INSUFFICIENT_DATA';

type Datapoint = { at: number; value: number; dimensions: Record<string, string> };

/** Datapoints by `namespace|metricName`, an hour's worth. */
export class MetricStore {
  private readonly series = new Map<string, Datapoint[]>();
  constructor(private readonly keepMs = 3_600_000) {}

  record(namespace: string, metricName: string, value: number, dimensions: Record<string, string>, at = Date.now()) {
    const key = `${namespace}|${metricName}`;
    const points = this.series.get(key) ?? [];
    points.push({ at, value, dimensions });
    while (points.length && points[0].at < at - this.keepMs) points.shift();
    this.series.set(key, points);
  }

  /** The values in (from, to] whose dimensions include every one asked for. */
  values(metric: Pick<LocalMetric, 'namespace' | 'metricName' | 'dimensions'>, from: number, to: number): number[] {
    const points = this.series.get(`${metric.namespace}|${metric.metricName}`) ?? [];
    return points
      .filter((p) => p.at > from && p.at <= to)
      .filter((p) => Object.entries(metric.dimensions).every(([name, value]) => p.dimensions[name] === value))
      .map((p) => p.value);
  }

  /** Every series with its total per minute over the last hour, for /dev/ops. */
  summary(
    now = Date.now(),
  ): Array<{ namespace: string; metricName: string; total: number; count: number; perMinute: number[] }> {
    return [...this.series].map(([key, points]) => {
      const [namespace, metricName] = key.split('|');
      const perMinute = Array.from({ length: 60 }, () => 0);
      for (const p of points) {
        const minute = Math.floor((now - p.at) / 60_000);
        if (minute >= 0 && minute < 60) perMinute[59 - minute] += p.value;
      }
      return {
        namespace,
        metricName,
        total: points.reduce((sum, p) => sum + p.value, 0),
        count: points.length,
        perMinute,
      };
    });
  }
}

/** CloudWatch's statistics over one period's values; undefined when there are none. */
export function statistic(name: string, values: number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const percentile = /^p(\d+(?:\.\d+)?)$/.exec(name);
  if (percentile)
    return sorted[Math.min(sorted.length - 1, Math.ceil((Number(percentile[1]) / 100) * sorted.length) - 1)];
  switch (name) {
    case 'Sum':
      return values.reduce((a, b) => a + b, 0);
    case 'Average':
      return values.reduce((a, b) => a + b, 0) / values.length;
    case 'Maximum':
      return sorted[sorted.length - 1];
    case 'Minimum':
      return sorted[0];
    case 'SampleCount':
      return values.length;
    default:
      return undefined;
  }
}

/**
 * The metric-math the stack uses: + - * / with numbers, comparisons and
 * IF(condition, then, else), over the metric ids. Anything else (a Metrics
 * Insights SELECT) is not evaluated locally.
 */
export function evaluateExpression(expression: string, values: Record<string, number>): number | undefined {
  if (/^\s*SELECT\b/i.test(expression)) return undefined;
  const tokens = expression.match(/\s*(>=|<=|==|!=|[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|[-+*/(),<>])/g);
  if (!tokens || tokens.join('').replace(/\s/g, '') !== expression.replace(/\s/g, '')) return undefined;
  let at = 0;
  const peek = () => tokens[at]?.trim();
  const next = () => tokens[at++]?.trim();
  const primary = (): number => {
    const token = next();
    if (token === '(') {
      const value = comparison();
      next();
      return value;
    }
    if (token === '-') return -primary();
    if (token === 'IF') {
      next();
      const condition = comparison();
      next();
      const then = comparison();
      next();
      const otherwise = comparison();
      next();
      return condition ? then : otherwise;
    }
    if (token && /^\d/.test(token)) return Number(token);
    if (token && token in values) return values[token];
    throw new Error(`unknown term ${token}`);
  };
  const product = (): number => {
    let value = primary();
    while (peek() === '*' || peek() === '/') value = next() === '*' ? value * primary() : value / primary();
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (peek() === '+' || peek() === '-') value = next() === '+' ? value + product() : value - product();
    return value;
  };
  const comparison = (): number => {
    const left = sum();
    const op = peek();
    if (!op || !['>=', '<=', '>', '<', '==', '!='].includes(op)) return left;
    next();
    const right = sum();
    const holds = {
      '>=': left >= right,
      '<=': left <= right,
      '>': left > right,
      '<': left < right,
      '==': left === right,
      '!=': left !== right,
    }[op];
    return holds ? 1 : 0;
  };
  try {
    const value = comparison();
    return at === tokens.length && Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const COMPARE: Record<string, (value: number, threshold: number) => boolean> = {
  GreaterThanOrEqualToThreshold: (v, t) => v >= t,
  GreaterThanThreshold: (v, t) => v > t,
  LessThanThreshold: (v, t) => v < t,
  LessThanOrEqualToThreshold: (v, t) => v <= t,
};

/** Which metrics the local cloud has: the app's own, and what its stand-ins count. */
export const LOCAL_NAMESPACES = ['app', 'AWS/Lambda', 'AWS/ApiGateway', 'AWS/SQS'] as const;
const MEASURED: Record<string, readonly string[] | undefined> = {
  'AWS/Lambda': ['Errors', 'Invocations', 'Duration'],
  'AWS/ApiGateway': ['Count', '4xx', '5xx', 'Latency'],
  'AWS/SQS': ['ApproximateNumberOfMessagesVisible'],
};
const measuredLocally = (metric: LocalMetric) =>
  metric.namespace === 'app' || (MEASURED[metric.namespace]?.includes(metric.metricName) ?? false);

/** The alarm's value for the period ending at `end`, or undefined (no data, or not measured here). */
function periodValue(
  alarm: LocalAlarmDefinition,
  store: MetricStore,
  end: number,
  scale: number,
): number | undefined | 'unmeasured' {
  const windowOf = (metric: LocalMetric) => store.values(metric, end - metric.periodSeconds * 1000 * scale, end);
  if (alarm.metric) {
    if (!measuredLocally(alarm.metric)) return 'unmeasured';
    return statistic(alarm.metric.statistic, windowOf(alarm.metric));
  }
  if (alarm.expression) {
    const metrics = Object.entries(alarm.expression.metrics);
    if (!metrics.length || metrics.some(([, metric]) => !measuredLocally(metric))) return 'unmeasured';
    const values = Object.fromEntries(
      metrics.map(([id, metric]) => [id, statistic(metric.statistic, windowOf(metric))] as const),
    );
    // As CloudWatch: a period where no metric has data has no value; a missing one counts as 0 in sums.
    if (Object.values(values).every((v) => v === undefined)) return undefined;
    return evaluateExpression(
      alarm.expression.expression,
      Object.fromEntries(Object.entries(values).map(([id, v]) => [id, v ?? 0])),
    );
  }
  return 'unmeasured';
}

export type AlarmEvaluation = { state: AlarmState; value?: number; reason: string };

/** One alarm, now: M of N periods breaching is ALARM; missing data per treatMissingData. */
export function evaluateAlarm(
  alarm: LocalAlarmDefinition,
  store: MetricStore,
  now: number,
  scale = 1,
): AlarmEvaluation {
  const periodMs = (alarm.metric?.periodSeconds ?? alarm.expression?.periodSeconds ?? 300) * 1000 * scale;
  const compare = COMPARE[alarm.comparison];
  let breaching = 0;
  let latest: number | undefined;
  for (let i = 0; i < alarm.evaluationPeriods; i += 1) {
    const value = periodValue(alarm, store, now - i * periodMs, scale);
    if (value === 'unmeasured' || !compare) return { state: 'INSUFFICIENT_DATA', reason: 'not measured locally' };
    if (i === 0) latest = value;
    if (value === undefined) {
      if (alarm.treatMissingData === 'breaching') breaching += 1;
      continue;
    }
    if (compare(value, alarm.threshold)) breaching += 1;
  }
  const state: AlarmState = breaching >= alarm.datapointsToAlarm ? 'ALARM' : 'OK';
  const shown = latest === undefined ? 'no data' : String(Math.round(latest * 100) / 100);
  return {
    state,
    value: latest,
    reason: `${breaching} of ${alarm.evaluationPeriods} period(s) breaching (latest ${shown} vs threshold ${alarm.threshold})`,
  };
}

/** What an EMF document (Powertools Metrics' output line) says: each metric's value with the document's dimensions. */
export function emfDatapoints(
  line: string,
): Array<{ metricName: string; value: number; dimensions: Record<string, string>; at: number }> {
  if (!line.startsWith('{"_aws"')) return [];
  try {
    const doc = JSON.parse(line) as Record<string, unknown> & {
      _aws: {
        Timestamp: number;
        CloudWatchMetrics: Array<{ Dimensions: string[][]; Metrics: Array<{ Name: string }> }>;
      };
    };
    return doc._aws.CloudWatchMetrics.flatMap((set) => {
      const names = [...new Set(set.Dimensions.flat())];
      const dimensions = Object.fromEntries(names.map((name) => [name, String(doc[name])]));
      return set.Metrics.flatMap((metric) => {
        const raw = doc[metric.Name];
        return (Array.isArray(raw) ? raw : [raw])
          .map(Number)
          .filter(Number.isFinite)
          .map((value) => ({ metricName: metric.Name, value, dimensions, at: Date.now() }));
      });
    });
  } catch {
    return [];
  }
}

export type AlarmHistoryEntry = { at: string; alarm: string; from: AlarmState; to: AlarmState; reason: string };

export type AlarmStatus = {
  id: string;
  alarmName: string;
  incident?: string;
  state: AlarmState;
  reason: string;
  since: string;
  description: string;
  composite: boolean;
};

export type Notification = { subject: string; text: string };

/**
 * Holds each alarm's state and history; `evaluate` moves them and returns the
 * notices the topic sends: a composite going into ALARM or back to OK.
 */
export class AlarmBoard {
  private readonly states = new Map<string, AlarmStatus>();
  readonly history: AlarmHistoryEntry[] = [];

  constructor(
    private readonly set: LocalAlarmSet,
    private readonly store: MetricStore,
    private readonly scale = 1,
  ) {
    const start = new Date().toISOString();
    for (const alarm of set.alarms) {
      this.states.set(alarm.id, {
        id: alarm.id,
        alarmName: alarm.alarmName,
        incident: alarm.incident,
        state: 'INSUFFICIENT_DATA',
        reason: 'not evaluated yet',
        since: start,
        description: alarm.description,
        composite: false,
      });
    }
    for (const composite of set.composites) {
      this.states.set(composite.id, {
        id: composite.id,
        alarmName: composite.alarmName,
        state: 'OK',
        reason: 'no alarm of its rule in ALARM',
        since: start,
        description: composite.description,
        composite: true,
      });
    }
  }

  statuses(): AlarmStatus[] {
    return [...this.states.values()];
  }

  evaluate(now = Date.now()): Notification[] {
    const at = new Date(now).toISOString();
    const move = (status: AlarmStatus, to: AlarmState, reason: string) => {
      status.reason = reason;
      if (status.state === to) return false;
      this.history.unshift({ at, alarm: status.id, from: status.state, to, reason });
      this.history.splice(200);
      Object.assign(status, { state: to, since: at });
      return true;
    };
    for (const alarm of this.set.alarms) {
      const { state, reason } = evaluateAlarm(alarm, this.store, now, this.scale);
      move(this.states.get(alarm.id)!, state, reason);
    }
    const notices: Notification[] = [];
    for (const composite of this.set.composites) {
      const firing = composite.alarms.filter((id) => this.states.get(id)?.state === 'ALARM');
      const status = this.states.get(composite.id)!;
      const to: AlarmState = firing.length ? 'ALARM' : 'OK';
      const reason = firing.length ? `in ALARM: ${firing.join(', ')}` : 'no alarm of its rule in ALARM';
      if (!move(status, to, reason)) continue;
      const lines = [
        `You are receiving this email because your Amazon CloudWatch Alarm "${composite.alarmName}" in the local cloud has entered the ${to} state, because "${reason}" at "${at}".`,
        '',
        composite.description,
        '',
        ...composite.alarms.map((id) => {
          const member = this.states.get(id)!;
          return `- ${id}: ${member.state} (${member.reason})`;
        }),
        '',
        'Alarms, metrics and the failure queues: /dev/ops',
      ];
      notices.push({ subject: `${to}: "${composite.alarmName}" in the local cloud`, text: lines.join('\n') });
    }
    return notices;
  }
}
