import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from '../notifications/unsubscribe-token';
import { CARD_TOKEN_MAX_AGE_SECONDS, cardToken, verifyCardToken } from './card-token';

const KEY = 'k'.repeat(40);
const NOW = new Date('2026-11-27T06:00:00.000Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('card tokens', () => {
  it('say which photo the card showed and whether a boost placed it, for that viewer and member only', () => {
    const token = cardToken(KEY, 'viewer-1', 'member-1', { photoId: '01PHOTO', boosted: true }, NOW);
    expect(verifyCardToken(KEY, 'viewer-1', 'member-1', token, later(60))).toEqual({
      photoId: '01PHOTO',
      boosted: true,
    });
    expect(verifyCardToken(KEY, 'viewer-2', 'member-1', token, NOW)).toBeUndefined();
    expect(verifyCardToken(KEY, 'viewer-1', 'member-2', token, NOW)).toBeUndefined();
    expect(verifyCardToken('x'.repeat(40), 'viewer-1', 'member-1', token, NOW)).toBeUndefined();
    const photoless = cardToken(KEY, 'viewer-1', 'member-1', { photoId: null, boosted: false }, NOW);
    expect(verifyCardToken(KEY, 'viewer-1', 'member-1', photoless, NOW)).toEqual({ photoId: null, boosted: false });
  });

  it('refuse any changed part, a cut signature, and a card older than a day', () => {
    const token = cardToken(KEY, 'viewer-1', 'member-1', { photoId: '01PHOTO', boosted: false }, NOW);
    const [photo, boosted, issued, signature] = token.split('.') as [string, string, string, string];
    for (const bad of [
      `01OTHER.${boosted}.${issued}.${signature}`,
      `${photo}.1.${issued}.${signature}`,
      `${photo}.${boosted}.${(parseInt(issued, 36) + 1).toString(36)}.${signature}`,
      `${photo}.${boosted}.${issued}.${signature.slice(0, 10)}`,
      `${photo}.${boosted}.${issued}`,
      `${token}.extra`,
      '',
    ])
      expect(verifyCardToken(KEY, 'viewer-1', 'member-1', bad, NOW)).toBeUndefined();
    expect(verifyCardToken(KEY, 'viewer-1', 'member-1', token, later(CARD_TOKEN_MAX_AGE_SECONDS + 1))).toBeUndefined();
  });

  it('never pass for an unsubscribe token made with the same key, nor the other way round', () => {
    const unsubscribe = unsubscribeToken(KEY, 'member-1', 'newMatch');
    expect(verifyCardToken(KEY, 'member-1', 'newMatch', unsubscribe, NOW)).toBeUndefined();
    const card = cardToken(KEY, 'viewer-1', 'member-1', { photoId: null, boosted: false }, NOW);
    expect(verifyUnsubscribeToken(KEY, card)).toBeUndefined();
  });
});
