import { describe, expect, it } from 'vitest';
import { signedAt } from './receive-stripe-event';

describe('signedAt', () => {
  it('reads the t= of a Stripe-Signature header, wherever it stands', () => {
    expect(signedAt('t=1800000000,v1=abc,v0=def')).toBe(1_800_000_000);
    expect(signedAt('v1=abc, t=42')).toBe(42);
  });

  it('is NaN without a timestamp, so such a header never passes the future check', () => {
    expect(signedAt('v1=abc')).toBeNaN();
    expect(signedAt('t=soon,v1=abc')).toBeNaN();
  });
});
