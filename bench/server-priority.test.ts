import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { autogroupNice, descendants, lowerProcesses, parseAutogroupNice, parseStat } from './server-priority';

describe('reading /proc', () => {
  it('reads a stat line whose name holds spaces and parentheses', () => {
    expect(parseStat('4242 (npm run (bench) w) S 17 4242 4242 0 -1 4194560 1')).toEqual({ pid: 4242, name: 'npm run (bench) w', ppid: 17, session: 4242 });
  });

  it('reads the autogroup nice, and nothing from a line without one', () => {
    expect(parseAutogroupNice('/autogroup-12 nice 10\n')).toBe(10);
    expect(parseAutogroupNice('/autogroup-3 nice -5')).toBe(-5);
    expect(parseAutogroupNice('')).toBeUndefined();
  });
});

describe('the server side', () => {
  const table = [
    { pid: 10, ppid: 1, session: 10, name: 'node' },
    { pid: 11, ppid: 10, session: 11, name: 'java' },
    { pid: 12, ppid: 10, session: 12, name: 'chromium' },
    { pid: 13, ppid: 12, session: 12, name: 'chromium' },
    { pid: 14, ppid: 11, session: 11, name: 'sh' },
    { pid: 15, ppid: 1, session: 15, name: 'other' },
  ];

  it('is the bench and its descendants, without the browser and what the browser started', () => {
    expect(descendants(table, 10, (name) => name.startsWith('chrom')).sort()).toEqual([10, 11, 14]);
  });
});

describe.runIf(process.platform === 'linux')('lowering a process', () => {
  it("sets a detached child's autogroup (its own session) and its threads to the nice asked for", async () => {
    const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      // Lower than it started (a test run under nice starts its children there), which needs no privilege.
      const target = Math.min(getPriority(child.pid!) + 5, 19);
      if (existsSync('/proc/self/autogroup')) expect(autogroupNice(child.pid!)).toBe(0);
      lowerProcesses([child.pid!], target);
      expect(getPriority(child.pid!)).toBe(target);
      if (existsSync('/proc/self/autogroup')) expect(autogroupNice(child.pid!)).toBe(target);
    } finally {
      child.kill();
    }
  });
});
