/**
 * Boosts (marketing spec "States and transitions" and "Business constants and
 * limits") and how they weigh in discovery. Pure rules: the Lambdas enforce and
 * index with them, the web app displays them. docs/decisions/0020-boosts.md
 * explains the choices.
 */
import type { ProductKey } from './billing/catalog';
import type { Rank } from './discovery-rules';

export const BOOST_TYPES = ['boost', 'super_boost'] as const;
export type BoostType = (typeof BOOST_TYPES)[number];

export type BoostKind = { type: BoostType; product: ProductKey; name: string; minutes: number; multiplier: number };

/**
 * marketing spec "Business constants and limits": Boost 5× for 30 minutes; Super Boost 10× for 3 hours (prices in the
 * billing catalog).
 */
export const BOOSTS: Record<BoostType, BoostKind> = {
  boost: { type: 'boost', product: 'boost', name: 'Boost', minutes: 30, multiplier: 5 },
  super_boost: { type: 'super_boost', product: 'super_boost', name: 'Super Boost', minutes: 180, multiplier: 10 },
};

/** marketing spec "Business constants and limits": boost history, 10 fetched and 5 shown. */
export const BOOST_HISTORY_FETCHED = 10;
export const BOOST_HISTORY_SHOWN = 5;

/**
 * Premium's priority placement (core spec "Roles and permissions"): ranked
 * above members without a boost on every page, and twice as likely to be on a
 * viewer's first page.
 */
export const PRIORITY_PLACEMENT_WEIGHT = 2;

/** The most index entries one member may have per cell: the largest weight. */
export const MAX_EXPOSURE_WEIGHT = Math.max(
  ...BOOST_TYPES.map((type) => BOOSTS[type].multiplier),
  PRIORITY_PLACEMENT_WEIGHT,
);

export type ActiveBoost = { type: BoostType; multiplier: number; startedAt: string; endsAt: string };

/**
 * How a member is shown in discovery: their rank on a page and their weight,
 * the number of places they hold in each cell's order, which makes them that
 * many times as likely to be on a viewer's first page. A boost's extra weight
 * and rank last until `boostedUntil`, which reads check against the clock, so
 * a boost ends on time even before its index entries are rewritten.
 */
export type Exposure = {
  baseRank: Exclude<Rank, 'boosted'>;
  baseWeight: number;
  weight: number;
  boostedUntil: string | null;
};

export function exposureOf(
  input: { boost: ActiveBoost | null; priorityPlacement: boolean },
  now: Date = new Date(),
): Exposure {
  const baseRank = input.priorityPlacement ? 'priority' : 'normal';
  const baseWeight = input.priorityPlacement ? PRIORITY_PLACEMENT_WEIGHT : 1;
  const boost = input.boost && Date.parse(input.boost.endsAt) > now.getTime() ? input.boost : null;
  if (!boost) return { baseRank, baseWeight, weight: baseWeight, boostedUntil: null };
  return { baseRank, baseWeight, weight: Math.max(baseWeight, boost.multiplier), boostedUntil: boost.endsAt };
}

/** The rank an index entry stands for at `now`: boosted while its boost lasts, else its base rank. */
export function rankAt(
  entry: { baseRank?: Rank | null; rank?: Rank | null; boostedUntil?: string | null },
  now: Date = new Date(),
): Rank {
  if (entry.boostedUntil && Date.parse(entry.boostedUntil) > now.getTime()) return 'boosted';
  const base = entry.baseRank ?? entry.rank ?? 'normal';
  return base === 'boosted' ? 'normal' : base;
}

/** Whether an index entry still counts at `now`: a boost's extra places end with it. */
export function entryCounts(
  entry: { copy?: number; boostedUntil?: string | null; baseWeight?: number },
  now: Date = new Date(),
): boolean {
  const copy = entry.copy ?? 0;
  if (copy < (entry.baseWeight ?? 1)) return true;
  return Boolean(entry.boostedUntil && Date.parse(entry.boostedUntil) > now.getTime());
}

/**
 * A second boost while one is active extends it: the new one's time is added
 * to the end, and the higher multiplier holds for the whole window. Nothing
 * bought is lost, and there is never more than one active boost.
 */
export function boostAfter(current: ActiveBoost | null, kind: BoostKind, now: Date): ActiveBoost {
  const active = current && Date.parse(current.endsAt) > now.getTime() ? current : null;
  const start = active ? Date.parse(active.endsAt) : now.getTime();
  return {
    type: active && active.multiplier > kind.multiplier ? active.type : kind.type,
    multiplier: Math.max(active?.multiplier ?? 0, kind.multiplier),
    startedAt: active ? active.startedAt : now.toISOString(),
    endsAt: new Date(start + kind.minutes * 60_000).toISOString(),
  };
}

/** marketing spec "Error catalogue": 'Your profile is now boosted for N hour(s).' */
export function boostHours(kind: BoostKind): number {
  return kind.minutes / 60;
}

/** The calendar month (UTC) a monthly boost allowance counts in: 'yyyy-mm'. */
export function allowanceMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}
