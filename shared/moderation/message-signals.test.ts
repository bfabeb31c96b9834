import { describe, expect, it } from 'vitest';
import { asksForMoney, asksToMoveOffPlatform, isOffensive, messageFlags } from './message-signals';

describe('offensive messages', () => {
  it('catches abuse, including the usual evasions', () => {
    for (const text of ['fuck you', 'fuuuuuck you', 'you are a b1tch', 'ʃṳ𝒸𝗄 you', 'you slut'])
      expect(isOffensive(text), text).toBe(true);
  });

  it('leaves ordinary words that merely contain a rude one alone', () => {
    for (const text of [
      'Scunthorpe is lovely in May',
      'I love cocktails',
      'assessment tomorrow',
      'Hello, how are you?',
    ])
      expect(isOffensive(text), text).toBe(false);
  });
});

describe('romance-scam signals', () => {
  it('sees requests to move to another app or to a phone number or email', () => {
    for (const text of [
      "what's your WhatsApp?",
      'add me on Telegram',
      'text me at 555-123-4567',
      'call me +44 7700 900123',
      'my email is sam.k@example.com',
      'download Signal and message me',
    ])
      expect(asksToMoveOffPlatform(text), text).toBe(true);
  });

  it('does not mistake times, dates, prices or mixed signals for contact details', () => {
    for (const text of ['meet at 7:30 on 12/05?', 'it cost 1200 dollars', 'mixed signals, haha', 'my line manager'])
      expect(asksToMoveOffPlatform(text), text).toBe(false);
  });

  it('sees money, payment apps, gift cards and crypto', () => {
    for (const text of [
      'can you send me $200 for the ticket',
      'I need money for customs fees',
      'just Venmo me',
      'buy me some gift cards please',
      'I made so much on this bitcoin investment opportunity',
      'my wallet: 0x52908400098527886E0F7030069857D2E4169EE7',
    ])
      expect(asksForMoney(text), text).toBe(true);
  });

  it('leaves everyday talk about money alone', () => {
    for (const text of ['dinner is on me', 'I work in a bank', 'the tickets were cheap'])
      expect(asksForMoney(text), text).toBe(false);
  });
});

describe('message flags', () => {
  const matchedAt = '2026-11-20T10:00:00.000Z';

  it('flags off-platform requests only in a young match, money and abuse always', () => {
    const early = new Date('2026-11-21T10:00:00.000Z');
    const later = new Date('2026-11-25T10:00:00.000Z');
    expect(messageFlags('fuck off, add me on whatsapp', { matchedAt, now: early })).toEqual([
      'offensive',
      'offPlatform',
    ]);
    expect(messageFlags('add me on whatsapp', { matchedAt, now: later })).toEqual([]);
    expect(messageFlags('send me bitcoin', { matchedAt, now: later })).toEqual(['money']);
    expect(messageFlags('see you Friday!', { matchedAt, now: early })).toEqual([]);
  });
});
