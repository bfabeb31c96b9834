import { describe, expect, it } from 'vitest';
import type { Profiler } from 'node:inspector';
import { describeCpuProfile, placeOf, startCpuProfile, summarizeCpuProfile } from './cpu-profile';

const frame = (functionName: string, url: string): Profiler.ProfileNode['callFrame'] => ({
  functionName,
  url,
  scriptId: '0',
  lineNumber: 9,
  columnNumber: 0,
});

describe('the CPU profile summary', () => {
  it('names a package, a project folder, a node module and V8 itself', () => {
    expect(placeOf('file:///w/node_modules/@aws-sdk/core/dist-es/index.js')).toBe('@aws-sdk/core');
    expect(placeOf('file:///w/node_modules/.pnpm/x/node_modules/zod/v4/index.js')).toBe('zod');
    expect(placeOf('file:///w/lambdas/db/messages.ts')).toBe('lambdas/db');
    expect(placeOf('file:///w/infra/local/http-api.ts')).toBe('infra/local');
    expect(placeOf('node:internal/streams/readable')).toBe('node:internal');
    expect(placeOf('')).toBe('(V8 and native)');
  });

  it('sums self time per place and function, idle left out, largest first', () => {
    const profile: Profiler.Profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', '') },
        { id: 2, callFrame: frame('(idle)', '') },
        { id: 3, callFrame: frame('send', 'file:///w/node_modules/@smithy/core/a.js') },
        { id: 4, callFrame: frame('storeMessage', 'file:///w/lambdas/db/messages.ts') },
      ],
      startTime: 0,
      endTime: 10_000,
      samples: [2, 3, 4, 4, 2, 4],
      timeDeltas: [5_000, 1_000, 1_000, 1_000, 5_000, 1_000],
    };
    const { totalMs, places, functions } = summarizeCpuProfile(profile);
    expect(totalMs).toBe(4);
    expect(places).toEqual([
      { name: 'lambdas/db', ms: 3, share: 0.75 },
      { name: '@smithy/core', ms: 1, share: 0.25 },
    ]);
    expect(functions[0]).toEqual({ name: 'storeMessage (lambdas/db:10)', ms: 3, share: 0.75 });
  });

  it('profiles this thread for real: a busy loop here is found in this folder', async () => {
    const profiler = await startCpuProfile();
    const until = performance.now() + 200;
    let spins = 0;
    while (performance.now() < until) spins += Math.sqrt(spins + 1) > 0 ? 1 : 0;
    const lines = describeCpuProfile(await profiler.stop());
    expect(spins).toBeGreaterThan(0);
    expect(lines.join('\n')).toMatch(/%\s+\d+ ms {2}bench/);
  });
});
