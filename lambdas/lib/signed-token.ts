import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The HMAC-SHA256 that the API's own tokens (unsubscribe links, discovery cards) carry, base64url, under the
 * notification key; `length` cuts it (a card's 128 bits are enough for a token that lives a day).
 */
export function signature(key: string, payload: string, length?: number): string {
  const full = createHmac('sha256', key).update(payload).digest('base64url');
  return length === undefined ? full : full.slice(0, length);
}

/** Whether `given` is `expected`, compared in constant time so a forger learns nothing from the timing. */
export function signatureMatches(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
