import { execFileSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { JVM_THREAD_GROUPS, readThreads, ticksByGroup } from './jvm-threads';
import { CLOCK_TICKS_PER_SECOND, readProcess, type ProcessEntry } from './process-table';

function javaPid(): number | undefined {
  try {
    return Number(execFileSync('pgrep', ['-f', 'DynamoDBLocal.jar'], { encoding: 'utf8' }).trim().split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by the DynamoDB Local JVM (Linux /proc; NaN elsewhere). */
export function javaCpuSeconds(pid = javaPid()): number {
  const jvm = pid === undefined ? undefined : readProcess(pid);
  return jvm ? jvm.cpuTicks / CLOCK_TICKS_PER_SECOND : NaN;
}

/**
 * Where the CPU went over a phase: this process (the local cloud's handlers
 * and the load worker), how long its ready callbacks waited (the handlers share
 * one event loop, so that wait is part of every latency), and the JVM.
 */
export function resourceProbe() {
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  let started = { at: 0, cpu: process.cpuUsage(), java: 0, javaThreads: [] as ProcessEntry[] };
  /** The JVM, found once a phase: pgrep is a process of its own. */
  let pid: number | undefined;
  let summary = 'not measured';
  /** CPU milliseconds the phase cost: this process (handlers and load worker) and the JVM. */
  let spent = { processMs: NaN, javaMs: NaN };
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
  return {
    start() {
      loopDelay.enable();
      pid = javaPid();
      started = {
        at: performance.now(),
        cpu: process.cpuUsage(),
        java: javaCpuSeconds(pid),
        javaThreads: pid === undefined ? [] : readThreads(pid),
      };
    },
    stop() {
      loopDelay.disable();
      const elapsedMs = performance.now() - started.at;
      const cpu = process.cpuUsage(started.cpu);
      const percent = (cpuMs: number) => `${((100 * cpuMs) / elapsedMs).toFixed(0)}%`;
      const share = (cpuMs: number) => `${percent(cpuMs)} of one core`;
      spent = { processMs: (cpu.user + cpu.system) / 1000, javaMs: (javaCpuSeconds(pid) - started.java) * 1000 };
      const groups = ticksByGroup(started.javaThreads, pid === undefined ? [] : readThreads(pid));
      // The SQLite thread's share is the busy time of the one queue all of DynamoDB Local's statements wait in.
      const byGroup = JVM_THREAD_GROUPS.map(
        (group) => `${group} ${percent((groups[group] * 1000) / CLOCK_TICKS_PER_SECOND)}`,
      ).join(', ');
      summary =
        `local cloud process (handlers + load worker): CPU ${share(spent.processMs)}; ` +
        `event loop delay p50=${ms(loopDelay.percentile(50))}ms p99=${ms(loopDelay.percentile(99))}ms max=${ms(loopDelay.max)}ms; ` +
        `DynamoDB Local (JVM): CPU ${share(spent.javaMs)} (${byGroup})`;
    },
    describe: () => summary,
    spent: () => ({ ...spent }),
  };
}
