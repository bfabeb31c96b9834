import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { TIERS } from '#shared/tiers.ts';
import { afterSwipe, afterSwipeError, beforeSwipe, exhausted, formatLeft, pageLimits } from './swipe-decision';

const limits = (likesLeft: number | null, superLikesLeft: number) => ({ likesLeft, superLikesLeft });
const goldForLikes = { kind: 'upgrade', tier: 'gold', reason: 'unlimited likes' };
const basicForSuperLikes = { kind: 'upgrade', tier: 'basic', reason: 'more super likes' };
const comeBackTomorrow = { kind: 'toast', message: MESSAGES.discover.noSuperLikesLeft };

describe('beforeSwipe', () => {
  it('sends while there are likes and super likes left', () => {
    expect(beforeSwipe('like', limits(1, 1), 'free')).toEqual({ kind: 'send' });
    expect(beforeSwipe('superLike', limits(0, 1), 'free')).toEqual({ kind: 'send' });
    expect(beforeSwipe('like', limits(null, 0), 'gold')).toEqual({ kind: 'send' });
  });

  it('always sends a pass, and sends anything while the limits are unknown', () => {
    expect(beforeSwipe('pass', limits(0, 0), 'free')).toEqual({ kind: 'send' });
    expect(beforeSwipe('like', null, 'free')).toEqual({ kind: 'send' });
  });

  it('offers Gold for unlimited likes when the likes are used up, on free and basic alike', () => {
    expect(beforeSwipe('like', limits(0, 1), 'free')).toEqual(goldForLikes);
    expect(beforeSwipe('like', limits(0, 3), 'basic')).toEqual(goldForLikes);
  });

  it('offers a free member Basic for more super likes, and tells paying members to come back tomorrow', () => {
    expect(beforeSwipe('superLike', limits(5, 0), 'free')).toEqual(basicForSuperLikes);
    for (const tier of TIERS.filter((t) => t !== 'free'))
      expect(beforeSwipe('superLike', limits(null, 0), tier)).toEqual(comeBackTomorrow);
  });
});

describe('afterSwipeError', () => {
  it("maps the server's limit_reached exactly like the client check", () => {
    expect(afterSwipeError('like', 'free', 'limit_reached')).toEqual(goldForLikes);
    expect(afterSwipeError('like', 'basic', 'limit_reached')).toEqual(goldForLikes);
    expect(afterSwipeError('superLike', 'free', 'limit_reached')).toEqual(basicForSuperLikes);
    expect(afterSwipeError('superLike', 'gold', 'limit_reached')).toEqual(comeBackTomorrow);
    expect(afterSwipeError('superLike', 'premium', 'limit_reached')).toEqual(comeBackTomorrow);
  });

  it('moves past someone who is gone', () => {
    expect(afterSwipeError('like', 'free', 'not_found')).toEqual({ kind: 'skip' });
  });

  it('shows the generic action error for anything else', () => {
    const generic = { kind: 'toast', message: MESSAGES.discover.actionError };
    expect(afterSwipeError('like', 'free', 'internal_error')).toEqual(generic);
    expect(afterSwipeError('pass', 'free', 'limit_reached')).toEqual(generic);
    expect(afterSwipeError('superLike', 'gold', undefined)).toEqual(generic);
  });
});

describe('counters', () => {
  it('a like uses a like, a super like uses a super like, a pass uses nothing', () => {
    expect(afterSwipe(limits(5, 1), 'like')).toEqual(limits(4, 1));
    expect(afterSwipe(limits(5, 1), 'superLike')).toEqual(limits(5, 0));
    expect(afterSwipe(limits(5, 1), 'pass')).toEqual(limits(5, 1));
  });

  it('unlimited likes stay unlimited and counters never go below zero', () => {
    expect(afterSwipe(limits(null, 5), 'like')).toEqual(limits(null, 5));
    expect(afterSwipe(limits(0, 0), 'like')).toEqual(limits(0, 0));
    expect(afterSwipe(limits(0, 0), 'superLike')).toEqual(limits(0, 0));
    expect(afterSwipe(null, 'like')).toBeNull();
  });

  it("sets the refused counter to zero after the server's 429", () => {
    expect(exhausted(limits(3, 1), 'like')).toEqual(limits(0, 1));
    expect(exhausted(limits(3, 1), 'superLike')).toEqual(limits(3, 0));
    expect(exhausted(limits(null, 1), 'like')).toEqual(limits(null, 1));
  });

  it("reads null and the tier's 999 as 'Unlimited'", () => {
    expect(formatLeft(null)).toBe('Unlimited');
    expect(formatLeft(998, true)).toBe('Unlimited');
    expect(formatLeft(4)).toBe('4');
    expect(formatLeft(0)).toBe('0');
  });
});

describe('a page of the deck and the counters', () => {
  it("takes a page's limits when no swipe was sent since it was asked for", () => {
    expect(pageLimits({ limits: limits(4, 0), swipesBefore: 2 }, 2)).toEqual(limits(4, 0));
    expect(pageLimits({ limits: limits(5, 1), swipesBefore: 0 }, 0)).toEqual(limits(5, 1));
  });

  it('leaves the counters alone when a swipe came after the page was asked for, or was on its way then or now', () => {
    // Asked for after one like (4 left), answered after the second: 4 would give that like back.
    expect(pageLimits({ limits: limits(4, 1), swipesBefore: 1 }, 2)).toBeNull();
    expect(pageLimits({ limits: limits(4, 1), swipesBefore: null }, 2)).toBeNull();
    expect(pageLimits({ limits: limits(4, 1), swipesBefore: 1 }, null)).toBeNull();
  });
});
