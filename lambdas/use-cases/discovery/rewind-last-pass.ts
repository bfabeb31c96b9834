import type { Rewind, RewindResult } from '#shared/schemas/rewind.ts';
import type { Candidate } from '#shared/schemas/discovery.ts';
import { lowestTierWith } from '#shared/tiers.ts';
import { blockedEitherWay } from '../../db/blocks';
import { isDiscoverable } from '../../db/discovery-index';
import { getProfile, type ProfileRecord } from '../../db/profiles';
import { getLastPass, rewindPass } from '../../db/rewinds';
import { getDailyCounts } from '../../db/swipes';
import { AppError } from '../../lib/errors';
import { currentSubscription } from '../billing/member-subscription';
import { anyBlurred, revealsSensitive } from '../moderation/sensitive-media';
import { isHiddenFrom, viewerOf } from '../moderation/standing';
import { hiddenByIncognito } from '../profile/incognito';
import { presentPublicProfile, vantageOf } from '../profile/present-profile';
import { planMemberDay } from './member-day';

const nothingToRewind = () => new AppError('nothing_to_rewind', 'There is no pass to take back');

/**
 * Rewind (decision 0067): takes back my last pass, within my plan's allowance for my day, and answers
 * that member's card for the top of my deck. Three reads at once (tier, last pass, my profile), one
 * transaction that holds every rule (rewindPass in db/rewinds.ts), then the card. The route's rate limit
 * is the middleware's, given back when the rewind is refused (decision 0053). Only passes are
 * remembered, so a like, matched or not, is never taken back.
 */
export async function rewindLastPass(memberId: string, input: Rewind, now = new Date()): Promise<RewindResult> {
  const [{ subscription, entitlements }, pass, me] = await Promise.all([
    currentSubscription(memberId, now),
    getLastPass(memberId),
    getProfile(memberId),
  ]);
  const allowance = subscription.features.rewinds;
  if (allowance <= 0) {
    const tier = lowestTierWith('rewinds');
    throw new AppError('feature_locked', `Upgrade to ${tier.charAt(0).toUpperCase()}${tier.slice(1)} to rewind a pass`);
  }
  if (!pass) throw nothingToRewind();
  // The day as a deck read gives it: a rewind never moves the member's day pin (member-day.ts).
  const { day } = await planMemberDay(memberId, input.timeZone, now, { profile: me });
  const outcome = await rewindPass({
    memberId,
    pass,
    day,
    allowance,
    entitlementVersion: entitlements.version,
    now,
  });
  switch (outcome) {
    case 'gone':
      throw nothingToRewind();
    case 'allowanceUsed':
      throw new AppError('limit_reached', "You've used all your rewinds for today. Come back tomorrow!");
    case 'tierChanged':
      throw new AppError('conflict', 'Your plan changed while this was saved. Please try again.');
    case 'conflict':
      throw new AppError('conflict', 'Another change was saved at the same moment. Please try again.');
    case 'rewound':
      break;
  }
  const [counts, candidate] = await Promise.all([
    getDailyCounts(memberId, day),
    cardFor(memberId, me, pass.targetId, now),
  ]);
  return { candidate, rewindsLeft: Math.max(0, allowance - counts.rewinds) };
}

/**
 * The member whose pass was taken back, as a deck card, unless they may no longer be shown to me:
 * gone, incomplete, hidden by moderation or Elite, blocked either way, or Incognito without a like for me.
 */
async function cardFor(
  viewerId: string,
  viewer: ProfileRecord | undefined,
  targetId: string,
  now: Date,
): Promise<Candidate | null> {
  const [target, blocked] = await Promise.all([getProfile(targetId), blockedEitherWay(viewerId, [targetId])]);
  if (!target || !isDiscoverable(target) || blocked.size > 0) return null;
  if (isHiddenFrom(target as unknown as Record<string, unknown>, viewerOf(viewer, now), now)) return null;
  if ((await hiddenByIncognito(viewerId, [target])).size > 0) return null;
  return presentPublicProfile(target, vantageOf(viewer, now), await revealsSensitive(viewerId, anyBlurred([target])));
}
