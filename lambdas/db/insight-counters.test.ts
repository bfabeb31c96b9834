import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import {
  dayCountsOf,
  decodeImpression,
  encodeImpression,
  impressionBatchItem,
  impressionCounters,
} from './insight-counters';

/** An item's size as DynamoDB bills it: attribute names plus values (UTF-8 strings, numbers at most 21 bytes, 3 bytes a list element). */
function itemBytes(item: Record<string, unknown>): number {
  const size = (value: unknown): number => {
    if (typeof value === 'string') return Buffer.byteLength(value);
    if (typeof value === 'number') return 21;
    if (typeof value === 'boolean') return 1;
    if (Array.isArray(value)) return 3 + value.reduce((sum: number, element) => sum + 1 + size(element), 0);
    return 0;
  };
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + size(value), 0);
}

describe('impression batches', () => {
  it('round-trip each shown member, photo and boost', () => {
    const shown = { memberId: crypto.randomUUID(), photoId: ulid(), boosted: true };
    expect(decodeImpression(encodeImpression(shown))).toEqual(shown);
    const noPhoto = { memberId: crypto.randomUUID(), photoId: null, boosted: false };
    expect(decodeImpression(encodeImpression(noPhoto))).toEqual(noPhoto);
  });

  it('round-trip a card Incognito held back, apart from the cards shown', () => {
    const held = { memberId: crypto.randomUUID(), photoId: null, boosted: false, hidden: true };
    expect(decodeImpression(encodeImpression(held))).toEqual(held);
    expect(decodeImpression(encodeImpression({ ...held, hidden: false })).hidden).toBeUndefined();
  });

  it("a full page of 10 members is one item under 1 KB: one write unit on the page's path", () => {
    const shown = Array.from({ length: 10 }, () => ({ memberId: crypto.randomUUID(), photoId: ulid(), boosted: true }));
    const bytes = itemBytes(impressionBatchItem(crypto.randomUUID(), ulid(), shown, new Date()));
    expect(bytes).toBeLessThan(1024);
  });
});

describe("a day's insight counts (decision 0079)", () => {
  const now = new Date('2026-11-27T06:00:00.000Z');
  const live = Math.floor(now.getTime() / 1000) + 3600;

  it('an impression is a card decided on: boosted or not, with its photo; a card held back counts apart', () => {
    expect(impressionCounters({ photoId: 'p1', boosted: false })).toEqual({ impressions: 1, shown_p1: 1 });
    expect(impressionCounters({ photoId: null, boosted: true })).toEqual({ boostedImpressions: 1 });
    expect(impressionCounters({ photoId: 'p1', boosted: false, hidden: true })).toEqual({ incognitoHidden: 1 });
  });

  it("sum the view item's impressions (swipes since 0079) with the insight item's (pages before it), photo by photo", () => {
    const { counts, views } = dayCountsOf(
      [
        { sk: 'VIEWS#2026-11-27', expiresAt: live, views: 4, impressions: 2, boostedImpressions: 1, shown_p1: 3 },
        {
          sk: 'INSIGHTS#2026-11-27',
          expiresAt: live,
          likes: 2,
          impressions: 5,
          incognitoHidden: 1,
          shown_p1: 5,
          liked_p1: 2,
        },
        { sk: 'VIEWS#2026-11-26', expiresAt: live - 7200, views: 9, impressions: 9 },
      ],
      now,
    );
    expect(views).toEqual(new Map([['2026-11-27', 4]]));
    expect(counts.get('2026-11-27')).toEqual({
      likes: 2,
      impressions: 7,
      boostedImpressions: 1,
      incognitoHidden: 1,
      photos: new Map([['p1', { shown: 8, liked: 2 }]]),
    });
    expect(counts.has('2026-11-26')).toBe(false);
  });
});
