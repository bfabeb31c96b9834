/**
 * The bench's server side (the CDN and API stand-ins, DynamoDB Local, Lighthouse's own Node side) at a
 * lower CPU priority than the browser it measures (decision 0046). On a phone, none of them shares the
 * phone's CPU; on this two-core machine they do, and Lighthouse counts every millisecond the page's main
 * thread waits for a core as the page's own work, four times over.
 *
 * Linux schedules by autogroup (one group per session) by default: a nice value only ranks a thread
 * within its session, and the sessions share the CPU evenly whatever their threads' nice. Chromium and
 * the local cloud's children start sessions of their own (they are spawned detached), so the bench runs
 * in a session of its own too, and lowers each server session's autogroup.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { descendants, processTable, readProcess } from './process-table';

/** Nice value for the server side unless BENCH_WEB_SERVER_NICE says otherwise; the browser keeps 0. */
export const SERVER_NICE = 10;

/** The nice value in /proc/<pid>/autogroup ("/autogroup-12 nice 10"), or undefined if there is none. */
export function parseAutogroupNice(text: string): number | undefined {
  const match = /\bnice\s+(-?\d+)/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** True if this process leads its own session, so that its autogroup is the bench's alone. */
function leadsOwnSession(): boolean {
  return readProcess(process.pid)?.session === process.pid;
}

/** The nice to give the server side: BENCH_WEB_SERVER_NICE (10 by default), or 0 (leave it) off Linux's autogroup scheduling. */
export function serverNiceWanted(): number {
  const nice = Number(process.env.BENCH_WEB_SERVER_NICE ?? SERVER_NICE);
  return process.platform === 'linux' && existsSync('/proc/self/autogroup') && nice > 0 ? nice : 0;
}

/**
 * Runs this script again in a session of its own and exits with its code, unless it already leads one.
 * Returns true in the process that should go on.
 */
export function ensureOwnSession(): boolean {
  if (leadsOwnSession()) return true;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    detached: true,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return false;
}

/**
 * Lowers the autogroup of this process's session and of every descendant's session but the browser's,
 * and every thread of them (what counts where autogroup is off). Threads started later inherit it.
 * Returns the pids lowered.
 */
export function lowerServerPriority(nice: number, isBrowser: (name: string) => boolean): number[] {
  const pids = descendants(processTable(), process.pid, (entry) => isBrowser(entry.name)).map((entry) => entry.pid);
  lowerProcesses(pids, nice);
  return pids;
}

/** Sets these processes' autogroup nice, and every one of their threads' nice, to `nice` (lowering only needs no privilege). */
export function lowerProcesses(pids: number[], nice: number): void {
  for (const pid of pids) {
    try {
      writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    } catch {
      // A process that ended meanwhile.
    }
    let threads: string[] = [];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of threads) {
      try {
        setPriority(Number(tid), nice);
      } catch {
        // A thread that ended meanwhile.
      }
    }
  }
}

/** The autogroup nice of a process, as the kernel reports it. */
export function autogroupNice(pid: number): number | undefined {
  try {
    return parseAutogroupNice(readFileSync(`/proc/${pid}/autogroup`, 'utf8'));
  } catch {
    return undefined;
  }
}
