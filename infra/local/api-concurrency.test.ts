import { describe, expect, it } from 'vitest';
import { withConcurrencyLimit } from './api-concurrency';
import type { LambdaRuntime } from './lambda-runtime';

/** A runtime whose invocations end when the test says, and which records how many ran at once. */
function heldRuntime() {
  let running = 0;
  let most = 0;
  const started: string[] = [];
  const release = new Map<string, (outcome: 'ok' | 'fail') => void>();
  const runtime: LambdaRuntime = {
    invoke: (_handler, event) => {
      const id = String(event);
      running += 1;
      most = Math.max(most, running);
      started.push(id);
      return new Promise((resolve, reject) => {
        release.set(id, (outcome) => {
          running -= 1;
          if (outcome === 'ok') resolve(id);
          else reject(new Error(`${id} failed`));
        });
      });
    },
  };
  return { runtime, started, release, most: () => most };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withConcurrencyLimit', () => {
  it('runs at most the limit at once, starts the rest in order as slots free, and a failure frees its slot', async () => {
    const held = heldRuntime();
    const limited = withConcurrencyLimit(held.runtime, 2);
    const results = ['a', 'b', 'c', 'd'].map((id) =>
      limited.invoke('lambdas/http/x.handler.ts', id).catch((error: Error) => error.message),
    );
    await tick();
    expect(held.started).toEqual(['a', 'b']);
    held.release.get('a')!('fail');
    await tick();
    expect(held.started).toEqual(['a', 'b', 'c']);
    held.release.get('b')!('ok');
    await tick();
    expect(held.started).toEqual(['a', 'b', 'c', 'd']);
    held.release.get('c')!('ok');
    held.release.get('d')!('ok');
    expect(await Promise.all(results)).toEqual(['a failed', 'b', 'c', 'd']);
    expect(held.most()).toBe(2);
  });
});
