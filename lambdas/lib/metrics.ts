import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type middy from '@middy/core';
import { METRIC_SERVICE, metricsNamespaceOf, type MetricName } from './metric-names';
// Every handler imports this module or its sibling (logger.ts, metrics.ts): each maps the bundle's stacks.
import './source-mapped-stacks';

/**
 * One Powertools Metrics buffer per Lambda, written as CloudWatch embedded
 * metric format lines to stdout. AWS sets the namespace per stage
 * (app-function.ts); the local cloud runs the same handlers under `local`.
 */
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? metricsNamespaceOf('local'),
  serviceName: METRIC_SERVICE,
});

/** Counts one business or failure event (names: metric-names.ts); published when the invocation ends. */
export function countMetric(name: MetricName, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/**
 * Publishes what the invocation counted, on success and on failure alike.
 * Powertools' own middleware warns on every invocation that counted
 * nothing, which is most of them; this one stays silent then. Whether
 * anything was counted is the buffer's own answer, which is per invocation
 * where one environment serves several at once (decision 0093): a count kept
 * beside it would be the process's.
 */
export function publishMetrics<E, R>(): middy.MiddlewareObj<E, R> {
  const publish = async () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return { after: publish, onError: publish };
}

/** For the few handlers outside the middy stacks ($connect, $disconnect): counts and publishes at once. */
export function countMetricNow(name: MetricName): void {
  countMetric(name);
  metrics.publishStoredMetrics();
}
