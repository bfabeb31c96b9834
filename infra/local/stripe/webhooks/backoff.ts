/**
 * Delivery retries: exponential from `baseMs` (1 s, 2 s, 4 s …), capped at
 * 60 × base (60 s), at most 12 attempts. Tests pass a small base to run the
 * same schedule in milliseconds.
 */
export const MAX_DELIVERY_ATTEMPTS = 12;

export function retryDelayMs(attemptsMade: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attemptsMade - 1), baseMs * 60);
}
