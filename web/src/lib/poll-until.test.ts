import { describe, expect, it } from 'vitest';
import { PollTimeout, pollUntil } from './poll-until';

describe('pollUntil', () => {
  it('returns the first settled answer, retrying failed polls', async () => {
    const answers = [new Error('flaky'), 'pending', 'ready'];
    const value = await pollUntil(
      async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next;
      },
      (status) => status !== 'pending',
      { intervalMs: 1 },
    );
    expect(value).toBe('ready');
  });

  it('gives up at the deadline, and stops at once when aborted', async () => {
    let clock = 0;
    await expect(
      pollUntil(
        async () => 'pending',
        () => false,
        { intervalMs: 1, timeoutMs: 10, now: () => (clock += 4) },
      ),
    ).rejects.toBeInstanceOf(PollTimeout);
    const controller = new AbortController();
    controller.abort(new DOMException('Left', 'AbortError'));
    await expect(
      pollUntil(
        async () => 'pending',
        () => false,
        { signal: controller.signal },
      ),
    ).rejects.toThrow('Left');
  });
});
