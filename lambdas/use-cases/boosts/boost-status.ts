import { allowanceMonth, BOOST_HISTORY_FETCHED } from '#shared/boosts.ts';
import type { BoostStatus } from '#shared/schemas/boosts.ts';
import { getActiveBoost, getAllowanceUsed, listBoostHistory } from '../../db/boosts';
import { currentSubscription } from '../billing/member-subscription';

/** The Boost Your Profile panel: the boost running now (never one past its end, whatever TTL has not yet deleted), history, allowance. */
export async function boostStatus(memberId: string, now = new Date()): Promise<BoostStatus> {
  const [active, history, used, { subscription }] = await Promise.all([
    getActiveBoost(memberId),
    listBoostHistory(memberId, BOOST_HISTORY_FETCHED),
    getAllowanceUsed(memberId, allowanceMonth(now)),
    currentSubscription(memberId, now),
  ]);
  const included = subscription.features.boosts;
  return {
    active:
      active && Date.parse(active.endsAt) > now.getTime()
        ? { type: active.type, multiplier: active.multiplier, startedAt: active.startedAt, endsAt: active.endsAt }
        : null,
    history,
    allowance: { included, used: Math.min(used, included), left: Math.max(0, included - used) },
  };
}
