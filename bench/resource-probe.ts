import { execFileSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CLOCK_TICKS_PER_SECOND, readProcess } from './process-table';

/** CPU seconds used so far by the DynamoDB Local JVM (Linux /proc; NaN elsewhere). */
export function javaCpuSeconds(): number {
  let pid: number;
  try {
    pid = Number(execFileSync('pgrep', ['-f', 'DynamoDBLocal.jar'], { encoding: 'utf8' }).trim().split('\n')[0]);
  } catch {
    return NaN;
  }
  const jvm = readProcess(pid);
  return jvm ? jvm.cpuTicks / CLOCK_TICKS_PER_SECOND : NaN;
}

/**
 * Where the CPU went over a phase: this process (the local cloud's handlers
 * and the load worker), how long its ready callbacks waited (the handlers share
 * one event loop, so that wait is part of every latency), and the JVM.
 */
export function resourceProbe() {
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  let started = { at: 0, cpu: process.cpuUsage(), java: 0 };
  let summary = 'not measured';
  /** CPU milliseconds the phase cost: this process (handlers and load worker) and the JVM. */
  let spent = { processMs: NaN, javaMs: NaN };
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
  return {
    start() {
      loopDelay.enable();
      started = { at: performance.now(), cpu: process.cpuUsage(), java: javaCpuSeconds() };
    },
    stop() {
      loopDelay.disable();
      const elapsedMs = performance.now() - started.at;
      const cpu = process.cpuUsage(started.cpu);
      const share = (cpuMs: number) => `${((100 * cpuMs) / elapsedMs).toFixed(0)}% of one core`;
      spent = { processMs: (cpu.user + cpu.system) / 1000, javaMs: (javaCpuSeconds() - started.java) * 1000 };
      summary =
        `local cloud process (handlers + load worker): CPU ${share(spent.processMs)}; ` +
        `event loop delay p50=${ms(loopDelay.percentile(50))}ms p99=${ms(loopDelay.percentile(99))}ms max=${ms(loopDelay.max)}ms; ` +
        `DynamoDB Local (JVM): CPU ${share(spent.javaMs)}`;
    },
    describe: () => summary,
    spent: () => ({ ...spent }),
  };
}
