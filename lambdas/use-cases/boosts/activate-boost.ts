import { boostAfter, type BoostKind } from '#shared/boosts.ts';
import { getActiveBoost, saveActiveBoost, type BoostHistoryEntry, type StoredActiveBoost } from '../../db/boosts';
import { logger } from '../../lib/logger';

/**
 * Starts a boost, or extends the active one (shared/boosts.ts `boostAfter`),
 * for a source that pays for it: a completed purchase or the monthly
 * allowance. The same source never activates twice (a stream redelivery of a
 * purchase's completion changes nothing). Concurrent activations retry on
 * the stored state, so none is lost.
 */
export async function activateBoost(
  memberId: string,
  kind: BoostKind,
  source: { id: string; origin: BoostHistoryEntry['source'] },
  now = new Date(),
): Promise<StoredActiveBoost | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = await getActiveBoost(memberId);
    const active = stored && Date.parse(stored.endsAt) > now.getTime() ? stored : null;
    const next = boostAfter(active, kind, now);
    const startsAt = active ? active.endsAt : now.toISOString();
    const entry: BoostHistoryEntry = {
      boostId: source.id,
      type: kind.type,
      multiplier: kind.multiplier,
      startedAt: startsAt,
      endsAt: next.endsAt,
      source: source.origin,
    };
    const boost = {
      ...next,
      sources: [...(active?.sources ?? []), { id: source.id, type: kind.type, minutes: kind.minutes }],
    };
    const outcome = await saveActiveBoost(memberId, stored, boost, entry, now);
    if (outcome === 'written') {
      logger.info('Boost activated', { memberId, type: kind.type, source: source.origin, endsAt: boost.endsAt });
      return boost;
    }
    if (outcome === 'already' || outcome === 'noMember') return null;
  }
  throw new Error(`The boost of ${memberId} kept changing; try again`);
}
