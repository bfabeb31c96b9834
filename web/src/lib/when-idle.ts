/**
 * Runs `work` once the main thread is idle, and at the latest after
 * `timeoutMs`; where requestIdleCallback is missing (Safari), after
 * `fallbackMs`. Returns a cancel function. The member pages put everything
 * that can wait behind the first render through here.
 */
export function whenIdle(work: () => void, timeoutMs: number, fallbackMs = 1_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, fallbackMs);
  return () => clearTimeout(handle);
}
