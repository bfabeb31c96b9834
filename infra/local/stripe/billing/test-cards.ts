/**
 * Stripe's test cards (and test IBANs) that the hosted pages accept, and what
 * each does, as in Stripe's test mode:
 * - 4000 0000 0000 0341: Checkout attaches it, and every later charge
 *   (renewals, retries) is declined, which is how dunning is tested;
 * - 4000 0027 6000 3184: every payment needs 3D Secure, which the customer
 *   does not complete, so a first payment leaves the subscription `incomplete`;
 * - DE89 3704 0044 0532 0130 00 / DE62 3704 0044 0532 0130 01: SEPA Direct
 *   Debit, a delayed method: the payment is `processing`, then succeeds or
 *   fails a few minutes later (on the test clock).
 */
import { DAY_SECONDS } from '../time';

type Behaviour =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'attaches_then_fails'
  | 'requires_authentication'
  | 'processing_then_succeeds'
  | 'processing_then_fails';

const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'attaches_then_fails',
  '4000002760003184': 'requires_authentication',
  DE89370400440532013000: 'processing_then_succeeds',
  DE62370400440532013001: 'processing_then_fails',
};

/** How long a test SEPA debit stays `processing` before it settles (Stripe's test IBANs take about three minutes). */
export const DELAYED_SETTLEMENT_SECONDS = 3 * 60;

export type CardForm = { number: string; expiry?: string; cvc?: string; name?: string };

export type Card = {
  /** A card, or a SEPA Direct Debit account (a delayed method) given by its IBAN. */
  kind: 'card' | 'sepa_debit';
  number: string;
  brand: 'visa';
  last4: string;
  expMonth: number;
  expYear: number;
  name: string | null;
};

/** A refused card as Stripe's card_error shows it: code, decline_code and the customer-facing message. */
export type CardDecline = { type: 'card_error'; code: string; decline_code?: string; message: string };

const refusal = (code: string, message: string, declineCode?: string): CardDecline => ({
  type: 'card_error',
  code,
  ...(declineCode ? { decline_code: declineCode } : {}),
  message,
});

const DECLINED = refusal('card_declined', 'Your card was declined.', 'generic_decline');
const INSUFFICIENT = refusal('card_declined', 'Your card has insufficient funds.', 'insufficient_funds');

function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/**
 * Checks a card as Checkout's form does before it talks to the bank: number,
 * expiry (against the test clock) and CVC. Expiry and CVC default to valid
 * values when absent (admin.pay passes only a number).
 */
export function readCard(form: CardForm, now: number): { card: Card } | { error: CardDecline } {
  const number = form.number.replace(/[\s-]/g, '').toUpperCase();
  if (number === '') return { error: refusal('incomplete_number', 'Your card number is incomplete.') };
  if (!Object.hasOwn(TEST_CARDS, number))
    return { error: refusal('incorrect_number', 'Your card number is incorrect.') };
  const today = new Date(now * 1000);
  let expMonth = 12;
  let expYear = today.getUTCFullYear() + 3;
  // An IBAN has no expiry or security code.
  const kind = /^[A-Z]{2}/.test(number) ? 'sepa_debit' : 'card';
  if (form.expiry !== undefined && kind === 'card') {
    const expiry = parseExpiry(form.expiry);
    if (!expiry) return { error: refusal('incomplete_expiry', "Your card's expiration date is incomplete.") };
    if (expiry.month < 1 || expiry.month > 12)
      return { error: refusal('invalid_expiry_month', "Your card's expiration month is invalid.") };
    if (expiry.year < today.getUTCFullYear())
      return { error: refusal('invalid_expiry_year', "Your card's expiration year is in the past.") };
    if (expiry.year === today.getUTCFullYear() && expiry.month < today.getUTCMonth() + 1) {
      return { error: refusal('invalid_expiry_month', "Your card's expiration date is in the past.") };
    }
    ({ month: expMonth, year: expYear } = expiry);
  }
  if (form.cvc !== undefined && kind === 'card' && !/^\s*\d{3,4}\s*$/.test(form.cvc)) {
    return { error: refusal('incomplete_cvc', "Your card's security code is incomplete.") };
  }
  const name = form.name?.trim() || null;
  return { card: { kind, number, brand: 'visa', last4: number.slice(-4), expMonth, expYear, name } };
}

/** The bank's answer when the card is first used (Checkout, or attaching it in the portal). */
export function firstUseDecline(card: Card): CardDecline | undefined {
  const behaviour = TEST_CARDS[card.number];
  if (behaviour === 'declined') return DECLINED;
  if (behaviour === 'insufficient_funds') return INSUFFICIENT;
  return undefined;
}

/** What a first on-session payment with this card comes to, beyond a plain decline. */
export type FirstPayment = 'paid' | 'requires_action' | 'processing_then_succeeds' | 'processing_then_fails';

export function firstPaymentOutcome(card: Card): FirstPayment {
  const behaviour = TEST_CARDS[card.number];
  if (behaviour === 'requires_authentication') return 'requires_action';
  if (behaviour === 'processing_then_succeeds' || behaviour === 'processing_then_fails') return behaviour;
  return 'paid';
}

/**
 * The bank's answer for a later, off-session charge of a stored method. A
 * 3D Secure card asks for authentication the customer is not there to give;
 * a test IBAN's later debits settle at once (their delay is modelled on the
 * first payment only).
 */
export function laterChargeDecline(cardNumber: string | undefined): CardDecline | undefined {
  if (cardNumber === undefined) return refusal('payment_method_missing', 'The customer has no payment method on file.');
  const behaviour = TEST_CARDS[cardNumber];
  if (behaviour === 'insufficient_funds') return INSUFFICIENT;
  if (behaviour === 'requires_authentication')
    return refusal('authentication_required', 'This payment requires authentication.', 'authentication_required');
  if (behaviour === 'succeeds' || behaviour === 'processing_then_succeeds') return undefined;
  return DECLINED;
}

/** Smart Retries, simplified: after a failed renewal, retry 3, 5 and 7 days after each previous attempt. */
export const RETRY_DELAYS_SECONDS = [3, 5, 7].map((days) => days * DAY_SECONDS);
