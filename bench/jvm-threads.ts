/**
 * DynamoDB Local's CPU by what its threads do. Its JVM runs every SQLite statement on one thread
 * (sqlite4java's SQLiteQueue), so that thread's share of a core is how busy the queue every call waits in
 * is: the figure that explains bench:chat's tail better than the JVM's total.
 */
import { readdirSync } from 'node:fs';
import { readProcess, type ProcessEntry } from './process-table';

export const JVM_THREAD_GROUPS = ['SQLite', 'Jetty', 'JIT', 'GC', 'other'] as const;
export type JvmThreadGroup = (typeof JVM_THREAD_GROUPS)[number];

/** A JVM thread's group, by the name Linux keeps for it (cut to 15 characters: "SQLiteQueue[sha"). */
export function jvmThreadGroup(name: string): JvmThreadGroup {
  if (name.startsWith('SQLiteQueue')) return 'SQLite';
  // Jetty's QueuedThreadPool names its threads qtp<hash>-<n>; they parse requests and run DynamoDB Local's code.
  if (/^qtp\d/.test(name)) return 'Jetty';
  if (/^C[12] Compiler/.test(name)) return 'JIT';
  if (name.startsWith('GC Thread') || name === 'VM Thread') return 'GC';
  return 'other';
}

/** Every thread of a process, as /proc/<pid>/task tells them; one that ends while they are read is left out. */
export function readThreads(pid: number): ProcessEntry[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) => readProcess(`${pid}/task/${tid}`) ?? []);
  } catch {
    return [];
  }
}

/** Clock ticks by group between two readings of the same process's threads; a thread born between counts whole. */
export function ticksByGroup(before: ProcessEntry[], after: ProcessEntry[]): Record<JvmThreadGroup, number> {
  const earlier = new Map(before.map((thread) => [thread.pid, thread.cpuTicks]));
  const ticks = Object.fromEntries(JVM_THREAD_GROUPS.map((group) => [group, 0])) as Record<JvmThreadGroup, number>;
  for (const thread of after) ticks[jvmThreadGroup(thread.name)] += thread.cpuTicks - (earlier.get(thread.pid) ?? 0);
  return ticks;
}
