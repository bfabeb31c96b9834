import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { decodeImpression, encodeImpression, impressionBatchItem } from './insight-counters';

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
