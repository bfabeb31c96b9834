import { describe, expect, it } from 'vitest';
import { firstUseDecline, laterChargeDecline, readCard } from './test-cards';

const now = Date.parse('2026-11-22T12:00:00Z') / 1000;
const card = (number: string, extra: Record<string, string> = {}) => {
  const result = readCard({ number, ...extra }, now);
  if ('error' in result) throw new Error(result.error.message);
  return result.card;
};

describe('test cards', () => {
  it('accepts the four test cards with or without spaces', () => {
    expect(card('4242 4242 4242 4242')).toMatchObject({ brand: 'visa', last4: '4242', expYear: 2029 });
    expect(card('4000000000000341', { expiry: '04 / 30', cvc: '123', name: ' Ada ' })).toMatchObject({
      expMonth: 4,
      expYear: 2030,
      name: 'Ada',
    });
  });

  it('answers each card as Stripe does, at checkout and later', () => {
    expect(firstUseDecline(card('4242424242424242'))).toBeUndefined();
    expect(firstUseDecline(card('4000 0000 0000 0002'))?.message).toBe('Your card was declined.');
    expect(firstUseDecline(card('4000 0000 0000 9995'))?.message).toBe('Your card has insufficient funds.');
    expect(firstUseDecline(card('4000 0000 0000 0341'))).toBeUndefined();
    expect(laterChargeDecline('4000000000000341')?.code).toBe('card_declined');
    expect(laterChargeDecline('4242424242424242')).toBeUndefined();
  });

  it('refuses unknown numbers and bad expiry or CVC', () => {
    const error = (form: Parameters<typeof readCard>[0]) => {
      const result = readCard(form, now);
      return 'error' in result ? result.error.message : 'ok';
    };
    expect(error({ number: '1234 5678 9012 3456' })).toBe('Your card number is incorrect.');
    expect(error({ number: '4242424242424242', expiry: '13/30' })).toBe("Your card's expiration month is invalid.");
    expect(error({ number: '4242424242424242', expiry: '01/20' })).toBe("Your card's expiration year is in the past.");
    expect(error({ number: '4242424242424242', expiry: '10/26' })).toBe("Your card's expiration date is in the past.");
    expect(error({ number: '4242424242424242', expiry: 'soon' })).toBe("Your card's expiration date is incomplete.");
    expect(error({ number: '4242424242424242', cvc: '1' })).toBe("Your card's security code is incomplete.");
  });
});
