/**
 * Stripe-shaped ids (`cus_…`, `cs_test_…`), so handler code that checks a
 * prefix or logs an id behaves as it does against real Stripe.
 */
import { randomBytes } from 'node:crypto';

export type IdPrefix =
  | 'cus'
  | 'prod'
  | 'price'
  | 'cs_test'
  | 'bps'
  | 'bpc'
  | 'sub'
  | 'si'
  | 'in'
  | 'il'
  | 'li'
  | 'pi'
  | 'ch'
  | 're'
  | 'pm'
  | 'evt'
  | 'req'
  | 'whd';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Real Stripe uses 14 characters for customers and long ones for Checkout; the rest look like 24. */
const LENGTHS: Partial<Record<IdPrefix, number>> = { cus: 14, cs_test: 58 };

export function randomToken(length: number): string {
  let token = '';
  for (const byte of randomBytes(length)) token += ALPHABET[byte % ALPHABET.length];
  return token;
}

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomToken(LENGTHS[prefix] ?? 24)}`;
}
