import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeWebhooks } from './stripe-webhooks';

const secret = 'whsec_test';
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'invoice.paid',
  created: 1,
  data: { object: {} },
});

describe('stripeWebhooks (the SDK verifier without the API client)', () => {
  it('accepts what the full SDK signs', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(stripeWebhooks.constructEvent(payload, header, secret)).toMatchObject({ id: 'evt_1' });
  });

  it('refuses a wrong secret, a tampered body and an old timestamp, as the SDK does', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(() => stripeWebhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
    expect(() => stripeWebhooks.constructEvent(payload.replace('paid', 'void'), header, secret)).toThrow();
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => stripeWebhooks.constructEvent(payload, old, secret, 300)).toThrow();
    for (const verify of [stripeWebhooks, Stripe.webhooks])
      expect(() => verify.constructEvent(payload, old, secret, 300)).toThrow(/timestamp/i);
  });
});
