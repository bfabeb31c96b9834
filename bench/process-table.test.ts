import { describe, expect, it } from 'vitest';
import { descendants, parseStat, processTable, readProcess } from './process-table';

describe('a /proc stat line', () => {
  it('is read after the name, which may hold spaces and parentheses', () => {
    expect(parseStat('4242 (npm run (bench) w) S 17 4242 4242 0 -1 4194560 1 0 0 0 250 31 0 0')).toEqual({
      pid: 4242,
      name: 'npm run (bench) w',
      ppid: 17,
      session: 4242,
      cpuTicks: 281,
    });
  });
});

describe('a process tree', () => {
  const entry = (pid: number, ppid: number, name: string) => ({ pid, ppid, session: pid, name, cpuTicks: 0 });
  const table = [
    entry(10, 1, 'node'),
    entry(11, 10, 'java'),
    entry(12, 10, 'chromium'),
    entry(13, 12, 'chromium'),
    entry(14, 11, 'sh'),
    entry(15, 1, 'other'),
  ];

  it('is the root and everything below it', () => {
    expect(
      descendants(table, 10)
        .map((found) => found.pid)
        .sort(),
    ).toEqual([10, 11, 12, 13, 14]);
  });

  it('leaves out a skipped process and what it started', () => {
    expect(
      descendants(table, 10, (found) => found.name.startsWith('chrom'))
        .map((found) => found.pid)
        .sort(),
    ).toEqual([10, 11, 14]);
  });
});

describe.runIf(process.platform === 'linux')('this machine', () => {
  it('lists this process, with its parent and some CPU time used', () => {
    const self = readProcess(process.pid)!;
    expect(self).toMatchObject({ pid: process.pid, ppid: process.ppid });
    expect(self.cpuTicks).toBeGreaterThan(0);
    expect(processTable().some((found) => found.pid === process.pid)).toBe(true);
  });
});
