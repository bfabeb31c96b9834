import { describe, expect, it } from 'vitest';
import { jvmThreadGroup, readThreads, ticksByGroup } from './jvm-threads';

const thread = (pid: number, name: string, cpuTicks: number) => ({ pid, ppid: 1, session: 1, name, cpuTicks });

describe("a JVM thread's group", () => {
  it('is named from the names DynamoDB Local threads carry in /proc', () => {
    expect(jvmThreadGroup('SQLiteQueue[sha')).toBe('SQLite');
    expect(jvmThreadGroup('qtp1088239991-')).toBe('Jetty');
    expect(jvmThreadGroup('C2 CompilerThre')).toBe('JIT');
    expect(jvmThreadGroup('C1 CompilerThre')).toBe('JIT');
    expect(jvmThreadGroup('GC Thread#1')).toBe('GC');
    expect(jvmThreadGroup('VM Thread')).toBe('GC');
    expect(jvmThreadGroup('Signal Dispatch')).toBe('other');
    expect(jvmThreadGroup('qtpool')).toBe('other');
  });
});

describe('ticks by group', () => {
  it('counts what each thread spent between two readings, a new thread whole and a gone one not at all', () => {
    const before = [thread(1, 'SQLiteQueue[sha', 100), thread(2, 'qtp42-', 50), thread(3, 'qtp42-', 10)];
    const after = [thread(1, 'SQLiteQueue[sha', 160), thread(2, 'qtp42-', 70), thread(4, 'qtp42-', 5)];
    expect(ticksByGroup(before, after)).toEqual({ SQLite: 60, Jetty: 25, JIT: 0, GC: 0, other: 0 });
  });
});

describe("a process's threads", () => {
  it('are read from /proc, named and counted', () => {
    const threads = readThreads(process.pid);
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.map((entry) => entry.pid)).toContain(process.pid);
    expect(threads.every((entry) => Number.isInteger(entry.cpuTicks) && entry.name.length > 0)).toBe(true);
  });

  it('are none for a process that does not exist', () => {
    expect(readThreads(2 ** 22 + 1)).toEqual([]);
  });
});
