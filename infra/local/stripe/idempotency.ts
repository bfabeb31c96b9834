/**
 * Stripe's idempotency keys on POST and DELETE: the same key with the same
 * request within 24 hours replays the first response byte for byte (with
 * `Idempotent-Replayed: true`); the same key on a different request is a 400
 * idempotency_error. Records expire on the wall clock, not the test clock.
 */
import { StripeApiError } from './errors';
import type { StripeStore } from './store';
import type { IdempotencyRecord } from './types';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

export type IdempotencyCheck =
  { kind: 'fresh' } | { kind: 'replay'; record: IdempotencyRecord } | { kind: 'conflict'; error: StripeApiError };

const conflict = (message: string): IdempotencyCheck => ({
  kind: 'conflict',
  error: new StripeApiError(400, { type: 'idempotency_error', message }),
});

export function checkIdempotency(
  store: StripeStore,
  key: string,
  request: { method: string; path: string; params: string },
): IdempotencyCheck {
  if (key.length > MAX_KEY_LENGTH) {
    return {
      kind: 'conflict',
      error: new StripeApiError(400, {
        type: 'invalid_request_error',
        message: `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters long.`,
      }),
    };
  }
  const record = Object.hasOwn(store.state.idempotency, key) ? store.state.idempotency[key] : undefined;
  if (!record || Date.now() - record.storedAt > IDEMPOTENCY_TTL_MS) return { kind: 'fresh' };
  if (record.method !== request.method || record.path !== request.path) {
    return conflict(
      `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${record.method} ${record.path}' vs '${request.method} ${request.path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
    );
  }
  if (record.params !== request.params) {
    return conflict(
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    );
  }
  return { kind: 'replay', record };
}

export function rememberResponse(store: StripeStore, key: string, record: IdempotencyRecord): void {
  const now = Date.now();
  for (const [storedKey, stored] of Object.entries(store.state.idempotency)) {
    if (now - stored.storedAt > IDEMPOTENCY_TTL_MS) delete store.state.idempotency[storedKey];
  }
  store.state.idempotency[key] = record;
}
