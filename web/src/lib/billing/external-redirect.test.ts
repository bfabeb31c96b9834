import { describe, expect, it } from 'vitest';
import { isWebUrl } from './external-redirect';

describe('isWebUrl', () => {
  it('accepts Stripe and the local Stripe', () => {
    expect(isWebUrl('https://checkout.stripe.com/c/pay/cs_test_123')).toBe(true);
    expect(isWebUrl('http://localhost:12111/checkout/cs_test_123')).toBe(true);
  });

  it('refuses anything the browser would not load as a page', () => {
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
    expect(isWebUrl('/relative/path')).toBe(false);
    expect(isWebUrl('')).toBe(false);
  });
});
