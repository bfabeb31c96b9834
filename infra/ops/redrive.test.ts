import { describe, expect, it } from 'vitest';
import type { ParkedEvent } from '#lambdas/db/parked-events.ts';
import { redrive } from './redrive';

const parked = (parkedId: string, functionName = 'table-stream'): ParkedEvent => ({
  queue: 'StreamFailures',
  parkedId,
  functionName,
  event: { Records: [{ eventID: parkedId }] },
  condition: 'RetryAttemptsExhausted',
  failedAt: '2026-11-26T10:00:00.000Z',
});

describe('redrive', () => {
  it('replays each parked event to its function, forgets those that succeed and keeps those that fail again', async () => {
    const store = new Map([
      ['a', parked('a')],
      ['b', parked('b', 'billing-events')],
    ]);
    const invoked: Array<[string, unknown]> = [];
    const parts = {
      list: async () => [...store.values()],
      invoke: async (functionName: string, event: unknown) => {
        invoked.push([functionName, event]);
        return functionName === 'billing-events'
          ? { ok: false as const, error: 'still broken' }
          : { ok: true as const };
      },
      remove: async (_queue: string, id: string) => store.delete(id),
      log: () => undefined,
    };
    expect(await redrive(parts)).toEqual({ replayed: 1, failed: 1, total: 2 });
    expect(invoked).toEqual([
      ['table-stream', { Records: [{ eventID: 'a' }] }],
      ['billing-events', { Records: [{ eventID: 'b' }] }],
    ]);
    expect([...store.keys()]).toEqual(['b']);
    // Run again: only what still fails is tried, and nothing is replayed twice.
    invoked.length = 0;
    expect(await redrive(parts)).toEqual({ replayed: 0, failed: 1, total: 1 });
    expect(invoked.map(([name]) => name)).toEqual(['billing-events']);
  });
});
