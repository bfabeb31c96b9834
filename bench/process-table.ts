/**
 * The machine's processes as Linux's /proc tells them: the benches read CPU time per process tree
 * (bench:startup, bench:chat's JVM share) and set the server side's priority (bench:web).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** /proc/<pid>/stat counts CPU time in clock ticks, 100 per second on Linux. */
export const CLOCK_TICKS_PER_SECOND = 100;

export type ProcessEntry = { pid: number; ppid: number; session: number; name: string; cpuTicks: number };

/**
 * One /proc/<pid>/stat line. The name sits in parentheses and may itself hold spaces or parentheses, so
 * the fields are read after the last ')': state, ppid, pgrp, session, … utime (12th) and stime (13th).
 */
export function parseStat(stat: string): ProcessEntry {
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    pid: Number(stat.slice(0, stat.indexOf(' '))),
    name,
    ppid: Number(fields[1]),
    session: Number(fields[3]),
    cpuTicks: Number(fields[11]) + Number(fields[12]),
  };
}

/** One process (or one thread, as `<pid>/task/<tid>`), or undefined if it is gone (or this is not Linux). */
export function readProcess(pid: number | 'self' | `${number}/task/${string}`): ProcessEntry | undefined {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every process on the machine; one that ends while the table is read is left out. */
export function processTable(): ProcessEntry[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => readProcess(Number(entry)) ?? []);
}

/** `root` and its descendants; a process `skip` names is left out, and so is everything it started. */
export function descendants(
  table: ProcessEntry[],
  root: number,
  skip: (entry: ProcessEntry) => boolean = () => false,
): ProcessEntry[] {
  const found: ProcessEntry[] = [];
  const visit = (pid: number) => {
    const entry = table.find((candidate) => candidate.pid === pid);
    if (entry) found.push(entry);
    for (const child of table) if (child.ppid === pid && !skip(child)) visit(child.pid);
  };
  visit(root);
  return found;
}
