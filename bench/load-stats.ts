/**
 * What bench:load measures: latency per route, and every answer the scenario
 * did not expect, which is an error whatever its status (a 429 the scenario
 * should have avoided is as much an error as a 500). Pure, so the worker that
 * plays the members and the main thread that prints can share it.
 */
export type Outcome = {
  route: string;
  ms: number;
  ok: boolean;
  status: number | 'socket' | 'timeout' | 'frame';
  detail?: string;
};

export type RouteSummary = { route: string; count: number; errors: number; p50: number; p95: number; p99: number };

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export class LoadStats {
  private readonly latencies = new Map<string, number[]>();
  private readonly errorCounts = new Map<string, number>();
  /** A few examples of each kind of error, to say what went wrong. */
  readonly errorExamples = new Map<string, string>();

  record(outcome: Outcome): void {
    const times = this.latencies.get(outcome.route) ?? [];
    times.push(outcome.ms);
    this.latencies.set(outcome.route, times);
    if (outcome.ok) return;
    this.errorCounts.set(outcome.route, (this.errorCounts.get(outcome.route) ?? 0) + 1);
    const kind = `${outcome.route} ${outcome.status}`;
    if (!this.errorExamples.has(kind)) this.errorExamples.set(kind, outcome.detail ?? '');
  }

  /** An error with no latency of its own (a socket that closed, a message never acknowledged). */
  recordError(route: string, status: Outcome['status'], detail: string): void {
    this.errorCounts.set(route, (this.errorCounts.get(route) ?? 0) + 1);
    const kind = `${route} ${status}`;
    if (!this.errorExamples.has(kind)) this.errorExamples.set(kind, detail);
  }

  routes(): RouteSummary[] {
    const names = new Set([...this.latencies.keys(), ...this.errorCounts.keys()]);
    return [...names].sort().map((route) => {
      const times = this.latencies.get(route) ?? [];
      return {
        route,
        count: times.length,
        errors: this.errorCounts.get(route) ?? 0,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      };
    });
  }

  /** Every latency, all routes together. */
  all(): number[] {
    return [...this.latencies.values()].flat();
  }

  errors(): number {
    return [...this.errorCounts.values()].reduce((sum, n) => sum + n, 0);
  }

  /** The samples, for the worker to post to the main thread. */
  toJSON(): { latencies: [string, number[]][]; errors: [string, number][]; examples: [string, string][] } {
    return { latencies: [...this.latencies], errors: [...this.errorCounts], examples: [...this.errorExamples] };
  }

  static fromJSON(data: ReturnType<LoadStats['toJSON']>): LoadStats {
    const stats = new LoadStats();
    for (const [route, times] of data.latencies) stats.latencies.set(route, times);
    for (const [route, count] of data.errors) stats.errorCounts.set(route, count);
    for (const [kind, detail] of data.examples) stats.errorExamples.set(kind, detail);
    return stats;
  }
}

/** The last line of bench:load, the one a reader (or CI) greps for. */
export function loadLine(figures: {
  vus: number;
  requests: number;
  seconds: number;
  latencies: readonly number[];
  errors: number;
  restarts: number;
}): string {
  const rps = figures.requests / figures.seconds;
  return (
    `load: vus=${figures.vus} rps=${rps.toFixed(1)} p50=${percentile(figures.latencies, 50).toFixed(0)}ms ` +
    `p99=${percentile(figures.latencies, 99).toFixed(0)}ms errors=${figures.errors} restarts=${figures.restarts}`
  );
}
