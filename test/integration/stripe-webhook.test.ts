import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { scanAll } from '../support/table';

function signedEvent(id: string, secret: string, timestamp?: number) {
  const payload = JSON.stringify({ id, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: {} } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return { payload, signature };
}

describe('POST /webhooks/stripe', () => {
  it('accepts a correctly signed event once and recognises a redelivery', async () => {
    const secret = cloud().env.STRIPE_WEBHOOK_SECRET;
    const id = `evt_${Date.now()}`;
    const { payload, signature } = signedEvent(id, secret);
    const first = await call('handleStripeWebhook', { body: payload, headers: { 'stripe-signature': signature } });
    expect(first).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    const again = await call('handleStripeWebhook', { body: payload, headers: { 'stripe-signature': signature } });
    expect(again.body).toEqual({ received: true, duplicate: true });
    expect((await scanAll()).filter((item) => item.pk === `STRIPE_EVENT#${id}`)).toHaveLength(1);
  });

  it('refuses a wrong secret, a stale timestamp, a tampered body and a missing signature, storing nothing', async () => {
    const secret = cloud().env.STRIPE_WEBHOOK_SECRET;
    const before = (await scanAll()).length;
    const wrongSecret = signedEvent('evt_wrong', 'whsec_not_ours');
    const stale = signedEvent('evt_stale', secret, Math.floor(Date.now() / 1000) - 3600);
    const tampered = signedEvent('evt_tampered', secret);
    const attempts = [
      { body: wrongSecret.payload, signature: wrongSecret.signature },
      { body: stale.payload, signature: stale.signature },
      { body: tampered.payload.replace('checkout', 'invoice'), signature: tampered.signature },
      { body: tampered.payload, signature: undefined },
    ];
    for (const attempt of attempts) {
      const response = await call('handleStripeWebhook', {
        body: attempt.body, headers: attempt.signature ? { 'stripe-signature': attempt.signature } : {},
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_signature');
    }
    expect((await scanAll()).length).toBe(before);
  });
});
