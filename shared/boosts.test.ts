import { describe, expect, it } from 'vitest';
import { allowanceMonth, boostAfter, BOOSTS, entryCounts, exposureOf, MAX_EXPOSURE_WEIGHT, rankAt } from './boosts';

const now = new Date('2026-11-23T12:00:00.000Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('boosts', () => {
  it("are the spec's: Boost 5x for 30 minutes, Super Boost 10x for 3 hours", () => {
    expect(BOOSTS.boost).toMatchObject({ minutes: 30, multiplier: 5 });
    expect(BOOSTS.super_boost).toMatchObject({ minutes: 180, multiplier: 10 });
    expect(MAX_EXPOSURE_WEIGHT).toBe(10);
  });

  it('start now, and a second one extends the first, keeping the higher multiplier', () => {
    const first = boostAfter(null, BOOSTS.boost, now);
    expect(first).toEqual({ type: 'boost', multiplier: 5, startedAt: now.toISOString(), endsAt: later(30) });
    const second = boostAfter(first, BOOSTS.super_boost, new Date(now.getTime() + 10 * 60_000));
    expect(second).toEqual({
      type: 'super_boost',
      multiplier: 10,
      startedAt: now.toISOString(),
      endsAt: later(30 + 180),
    });
    expect(boostAfter(second, BOOSTS.boost, now)).toMatchObject({
      type: 'super_boost',
      multiplier: 10,
      endsAt: later(240),
    });
    // An ended boost is not extended: a new one starts.
    expect(boostAfter(first, BOOSTS.boost, new Date(now.getTime() + 45 * 60_000))).toMatchObject({
      endsAt: later(75),
      startedAt: later(45),
    });
  });

  it('weigh a boosted member by the multiplier, priority placement by 2, everyone else by 1', () => {
    const boost = boostAfter(null, BOOSTS.boost, now);
    expect(exposureOf({ boost: null, priorityPlacement: false }, now)).toEqual({
      baseRank: 'normal',
      baseWeight: 1,
      weight: 1,
      boostedUntil: null,
    });
    expect(exposureOf({ boost: null, priorityPlacement: true }, now)).toEqual({
      baseRank: 'priority',
      baseWeight: 2,
      weight: 2,
      boostedUntil: null,
    });
    expect(exposureOf({ boost, priorityPlacement: true }, now)).toEqual({
      baseRank: 'priority',
      baseWeight: 2,
      weight: 5,
      boostedUntil: later(30),
    });
    expect(exposureOf({ boost, priorityPlacement: false }, new Date(later(31)))).toEqual({
      baseRank: 'normal',
      baseWeight: 1,
      weight: 1,
      boostedUntil: null,
    });
  });

  it('end on the clock at read time, before the index is rewritten', () => {
    const entry = { baseRank: 'priority' as const, boostedUntil: later(30), baseWeight: 2 };
    expect(rankAt(entry, now)).toBe('boosted');
    expect(rankAt(entry, new Date(later(31)))).toBe('priority');
    expect(entryCounts({ ...entry, copy: 1 }, new Date(later(31)))).toBe(true);
    expect(entryCounts({ ...entry, copy: 4 }, now)).toBe(true);
    expect(entryCounts({ ...entry, copy: 4 }, new Date(later(31)))).toBe(false);
    expect(rankAt({ rank: 'boosted' }, now)).toBe('normal');
  });

  it('count the monthly allowance per calendar month, UTC', () => {
    expect(allowanceMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(allowanceMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });
});
