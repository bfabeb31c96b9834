import { describe, expect, it } from 'vitest';
import { entriesFor, isDiscoverable, sameDiscoveryEntries, spreadPoint, type PlaceKey } from './discovery-index';
import type { ProfileRecord } from './profiles';

const profile = {
  id: 'm-1',
  isProfileComplete: true,
  photos: [{ id: 'p1', key: 'm-1/p1.jpg', thumbKey: 'm-1/p1-thumb.jpg' }],
  isLocationEnabled: true,
  latitude: 47.3769,
  longitude: 8.5417,
} as unknown as ProfileRecord;

const boosted = (weight: number) => ({ baseRank: 'normal' as const, baseWeight: 1, weight, boostedUntil: null });
const pointOf = (entry: Record<string, unknown>) => Number.parseInt(String(entry.cellSk).slice(0, 8), 16);

describe('discovery places', () => {
  it('spreads a member’s places evenly round each cell’s order', () => {
    const entries = entriesFor(profile, boosted(5));
    const cells = [...new Set(entries.map((entry) => String(entry.cellPk)))];
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) {
      const places = entries.filter((entry) => entry.cellPk === cell);
      const points = places.map(pointOf).sort((a, b) => a - b);
      expect(points).toHaveLength(5);
      const gaps = points.map((point, i) => ((points[(i + 1) % 5]! - point + 2 ** 32) % 2 ** 32) / 2 ** 32);
      for (const gap of gaps) expect(gap).toBeCloseTo(0.2, 6);
    }
  });

  it('keeps the first place where it was and spaces the others from it', () => {
    const [first] = entriesFor(profile);
    const previous = new Map<string, PlaceKey>([
      [
        String(first!.sk),
        { pk: String(first!.pk), sk: String(first!.sk), cellPk: String(first!.cellPk), cellSk: 'a0000000#m-1#0' },
      ],
    ]);
    const rewritten = entriesFor(profile, boosted(2), previous).filter((entry) => entry.cellPk === first!.cellPk);
    expect(rewritten.map((entry) => entry.cellSk)).toEqual(['a0000000#m-1#0', '20000000#m-1#1']);
  });

  it('wraps round the order', () => {
    expect(spreadPoint('ffffffff', 1, 2)).toBe('7fffffff');
    expect(spreadPoint('00000000', 0, 10)).toBe('00000000');
  });

  it('tells a change the entries hold from one they do not', () => {
    const pinned = { ...profile, dayPin: { zone: 'Europe/Zurich', movedAt: 1 }, updatedAt: 'later' } as ProfileRecord;
    expect(sameDiscoveryEntries(profile, pinned)).toBe(true);
    expect(sameDiscoveryEntries(profile, { ...profile, bio: 'New bio' } as ProfileRecord)).toBe(false);
    expect(sameDiscoveryEntries(profile, { ...profile, latitude: 40.7, longitude: -74 } as ProfileRecord)).toBe(false);
    expect(sameDiscoveryEntries(profile, { ...profile, bannedAt: 'now' } as ProfileRecord)).toBe(false);
  });
});

describe('verification (decision 0071)', () => {
  it('carries the badge in every entry, so a card costs no read more', () => {
    const entries = entriesFor({ ...profile, verified: true });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.verified).toBe(true);
    expect(sameDiscoveryEntries(profile, { ...profile, verified: true })).toBe(false);
  });

  it('keeps a member out of discovery while a moderator checks their age', () => {
    expect(isDiscoverable(profile)).toBe(true);
    expect(isDiscoverable({ ...profile, verificationHold: true })).toBe(false);
  });
});
