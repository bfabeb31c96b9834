import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { autogroupNice, lowerProcesses, parseAutogroupNice } from './server-priority';

describe('the autogroup line', () => {
  it('gives its nice, and nothing from a line without one', () => {
    expect(parseAutogroupNice('/autogroup-12 nice 10\n')).toBe(10);
    expect(parseAutogroupNice('/autogroup-3 nice -5')).toBe(-5);
    expect(parseAutogroupNice('')).toBeUndefined();
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
