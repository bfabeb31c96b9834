import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { beforeRewind, pushRewound, rewindRefusal, rewindsLeftOf, withRewound } from './rewind';

const card = (id: string) => ({ id });

describe('a rewound card in the deck', () => {
  it('goes on top, before the cards still to come, and is not shown twice', () => {
    const deck = [card('b'), card('c'), card('a')];
    expect(withRewound([card('a')], deck, new Set()).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('leaves the deck again once it is acted on', () => {
    expect(withRewound([card('a')], [card('b')], new Set(['a'])).map((c) => c.id)).toEqual(['b']);
  });

  it('puts the newest rewind first, once', () => {
    expect(pushRewound(pushRewound([], card('a')), card('b')).map((c) => c.id)).toEqual(['b', 'a']);
    expect(pushRewound([card('b'), card('a')], card('a')).map((c) => c.id)).toEqual(['a', 'b']);
  });
});

describe('the Rewind button', () => {
  it('offers Gold below Gold', () => {
    for (const tier of ['free', 'basic'] as const)
      expect(beforeRewind(tier, undefined)).toMatchObject({ kind: 'upgrade', tier: 'gold' });
  });

  it('asks the server from Gold up, until none are left today', () => {
    expect(beforeRewind('gold', 5)).toEqual({ kind: 'send' });
    expect(beforeRewind('elite', undefined)).toEqual({ kind: 'send' });
    expect(beforeRewind('premium', 0)).toEqual({ kind: 'toast', message: MESSAGES.rewind.usedUp });
  });

  it("words each of the server's refusals", () => {
    expect(rewindRefusal('feature_locked', null)).toMatchObject({ kind: 'upgrade' });
    expect(rewindRefusal('nothing_to_rewind', null)).toEqual({
      kind: 'toast',
      message: MESSAGES.rewind.nothingToRewind,
    });
    expect(rewindRefusal('limit_reached', null)).toEqual({ kind: 'toast', message: MESSAGES.rewind.usedUp });
    expect(rewindRefusal('conflict', 'Try again')).toEqual({
      kind: 'toast',
      message: MESSAGES.rewind.error('Try again'),
    });
  });
});

describe('rewinds left', () => {
  it('never goes back up when a page asked for before a rewind arrives after it', () => {
    expect(rewindsLeftOf(5, 4)).toBe(4);
    expect(rewindsLeftOf(3, 4)).toBe(3);
    expect(rewindsLeftOf(undefined, 2)).toBe(2);
    expect(rewindsLeftOf(5, undefined)).toBe(5);
    expect(rewindsLeftOf(undefined, undefined)).toBeUndefined();
  });
});
