import { describe, expect, it } from 'vitest';
import { purchaseEffect, purchaseStatusOf } from './purchase-status';

const charge = (refunded: boolean) => ({ refunded, amount_refunded: refunded ? 299 : 0, created: 1_800_000_000 });

describe('a purchase follows its Stripe payment', () => {
  it('is completed once the payment succeeded, and refunded once its charge is', () => {
    expect(purchaseStatusOf({ status: 'succeeded', created: 1, latest_charge: charge(false) }, 'complete')).toBe(
      'completed',
    );
    expect(purchaseStatusOf({ status: 'succeeded', created: 1, latest_charge: charge(true) }, 'complete')).toBe(
      'refunded',
    );
  });

  it('stays pending while Stripe works, and fails when the payment cannot finish', () => {
    expect(purchaseStatusOf(null, 'open')).toBe('pending');
    expect(purchaseStatusOf({ status: 'processing', created: 1 }, 'complete')).toBe('pending');
    expect(purchaseStatusOf({ status: 'requires_payment_method', created: 1 }, 'open')).toBe('pending');
    expect(purchaseStatusOf({ status: 'requires_payment_method', created: 1 }, 'complete')).toBe('failed');
    expect(purchaseStatusOf({ status: 'canceled', created: 1 }, 'expired')).toBe('failed');
    expect(purchaseStatusOf(null, 'expired')).toBe('failed');
  });

  it('grants on the move to completed and revokes only what was granted', () => {
    expect(purchaseEffect(undefined, 'completed')).toBe('grant');
    expect(purchaseEffect('pending', 'completed')).toBe('grant');
    expect(purchaseEffect('completed', 'completed')).toBeUndefined();
    expect(purchaseEffect('completed', 'refunded')).toBe('revoke');
    // Refunded before we ever saw it complete: nothing was granted, nothing to take back.
    expect(purchaseEffect('pending', 'refunded')).toBeUndefined();
    expect(purchaseEffect('pending', 'failed')).toBeUndefined();
  });
});
