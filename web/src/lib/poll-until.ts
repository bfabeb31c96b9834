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
    timeoutError = () => new PollTimeout(),
  }: {
    signal?: AbortSignal;
    intervalMs?: number;
    timeoutMs?: number;
    now?: () => number;
    /** What is thrown when the deadline passes and no poll failed. */
    timeoutError?: () => Error;
  } = {},
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
    await sleep(intervalMs, signal);
  }
  throw lastError instanceof Error ? lastError : timeoutError();
}

/** Waits `ms`, or rejects with the abort's reason as soon as `signal` aborts (at once if it already has). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
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
