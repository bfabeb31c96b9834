import { describe, expect, it } from 'vitest';
import { LoadStats, loadLine, percentile } from './load-stats';

describe('percentile', () => {
  it('reads the value at or above the share, NaN when there is none', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(51);
    expect(percentile(values, 99)).toBe(100);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('LoadStats', () => {
  it('keeps latencies and errors per route, and survives the trip from the worker', () => {
    const stats = new LoadStats();
    stats.record({ route: 'GET /discover', ms: 10, ok: true, status: 200 });
    stats.record({ route: 'GET /discover', ms: 30, ok: true, status: 200 });
    stats.record({ route: 'POST /swipes', ms: 20, ok: false, status: 429, detail: 'rate_limited' });
    stats.recordError('ws sendMessage', 'frame', 'internal_error');
    const copy = LoadStats.fromJSON(JSON.parse(JSON.stringify(stats)));
    expect(copy.routes()).toEqual([
      { route: 'GET /discover', count: 2, errors: 0, p50: 30, p95: 30, p99: 30 },
      { route: 'POST /swipes', count: 1, errors: 1, p50: 20, p95: 20, p99: 20 },
      { route: 'ws sendMessage', count: 0, errors: 1, p50: NaN, p95: NaN, p99: NaN },
    ]);
    expect(copy.errors()).toBe(2);
    expect(copy.errorExamples.get('POST /swipes 429')).toBe('rate_limited');
    expect(copy.all().sort()).toEqual([10, 20, 30]);
  });
});

describe('loadLine', () => {
  it('prints the figures in the fixed form', () => {
    expect(loadLine({ vus: 500, requests: 6000, seconds: 60, latencies: [5, 10, 200], errors: 0, restarts: 0 })).toBe(
      'load: vus=500 rps=100.0 p50=10ms p99=200ms errors=0 restarts=0',
    );
  });
});
