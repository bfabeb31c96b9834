/**
 * The success page's wait (marketing spec "Screens and routes" and "States and
 * transitions"): ask the server to sync the subscription from Stripe, and if it
 * still answers free (Stripe has not finished the subscription yet), ask again
 * after 1, 2, 4 and 8 seconds, about 15 seconds in all and 5 requests, well
 * inside the server's limit of 20 checks a minute (shared/limits.ts). Pure: the
 * caller passes the request and the clock.
 */
import type { BillingStatus } from '#shared/schemas/billing.ts';

/** Waits before each retry; the first check is immediate. */
export const SYNC_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;

export type SyncOutcome =
  /** The plan grants a tier: benefits are on. */
  | { kind: 'active'; status: BillingStatus }
  /** Still free after every retry; the webhook may yet land (the page keeps listening). */
  | { kind: 'pending'; status: BillingStatus };

export type SyncOptions = {
  check: () => Promise<BillingStatus>;
  sleep: (ms: number) => Promise<void>;
  delays?: readonly number[];
  /** Stops between requests once aborted (the member left the page); resolves to null then. */
  signal?: AbortSignal;
};

/** Throws what `check` throws: a failed request ends the wait (the page says so). */
export async function syncUntilActive({
  check,
  sleep,
  delays = SYNC_RETRY_DELAYS_MS,
  signal,
}: SyncOptions): Promise<SyncOutcome | null> {
  for (let attempt = 0; ; attempt += 1) {
    const status = await check();
    if (signal?.aborted) return null;
    if (status.subscription.isSubscribed) return { kind: 'active', status };
    if (attempt >= delays.length) return { kind: 'pending', status };
    await sleep(delays[attempt]);
    if (signal?.aborted) return null;
  }
}

/** A timer as a promise, for the page. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
