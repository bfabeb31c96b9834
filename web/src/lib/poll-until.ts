/**
 * Polls until `settled` says the answer is final: an upload the server is
 * still checking, for instance. A failed poll is retried until the deadline;
 * an abort stops at once.
 */
export class PollTimeout extends Error {
  constructor() {
    super('No final answer in time');
    this.name = 'PollTimeout';
  }
}

export async function pollUntil<T>(
  fetch: () => Promise<T>,
  settled: (value: T) => boolean,
  {
    signal,
    intervalMs = 600,
    timeoutMs = 90_000,
    now = Date.now,
  }: { signal?: AbortSignal; intervalMs?: number; timeoutMs?: number; now?: () => number } = {},
): Promise<T> {
  const deadline = now() + timeoutMs;
  let lastError: unknown;
  while (now() < deadline) {
    signal?.throwIfAborted();
    try {
      const value = await fetch();
      if (settled(value)) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, intervalMs);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }
  throw lastError instanceof Error ? lastError : new PollTimeout();
}
