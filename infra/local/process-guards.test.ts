import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('keepRunningOnStrayErrors', () => {
  it('logs a stray throw and an unawaited rejection, and the process carries on to its normal end', () => {
    const guards = fileURLToPath(new URL('./process-guards.ts', import.meta.url));
    const script = join(mkdtempSync(join(tmpdir(), 'guards-')), 'stray.ts');
    writeFileSync(
      script,
      `
      import { keepRunningOnStrayErrors } from ${JSON.stringify(guards)};
      keepRunningOnStrayErrors((line) => console.log(line));
      setTimeout(() => { throw new RangeError('Max payload size exceeded'); }, 0);
      void Promise.reject(new Error('nobody awaited me'));
      setTimeout(() => console.log('still serving'), 50);
    `,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'uncaught error (the local cloud keeps running): RangeError: Max payload size exceeded',
    );
    expect(run.stdout).toContain('unhandled rejection (the local cloud keeps running): Error: nobody awaited me');
    expect(run.stdout.trim().split('\n').at(-1)).toBe('still serving');
  });
});
