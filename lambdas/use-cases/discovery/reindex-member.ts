import { exposureOf } from '#shared/boosts.ts';
import { subscriptionFrom } from '#shared/tiers.ts';
import { getActiveBoost } from '../../db/boosts';
import { indexProfile, unindexProfile } from '../../db/discovery-index';
import { getEntitlements } from '../../db/entitlements';
import { endIncognitoIfAny, endTravelIfAny, getProfile } from '../../db/profiles';

/**
 * Rewrites a member's discovery entries from what is stored now (the stream
 * calls it when their profile, boost or tier changes): the profile, weighted
 * by an active boost or priority placement, in a travel city while the plan
 * includes travel mode, Incognito while it includes that. What is stored now, not what the
 * triggering record says: records can arrive late, and a deleted account
 * must never be put back into discovery by an older change.
 */
export async function reindexMember(memberId: string, now = new Date()): Promise<void> {
  const profile = await getProfile(memberId, { consistent: true });
  if (!profile) {
    await unindexProfile(memberId);
    return;
  }
  const [boost, entitlements] = await Promise.all([getActiveBoost(memberId), getEntitlements(memberId)]);
  const { features } = subscriptionFrom(entitlements, now);
  // Travel lasts only while the plan includes it: when the entitlement ends (this runs on its
  // change), the member is indexed at home and the travel is cleared from the profile.
  const traveling = Boolean(profile.travelCityId);
  if (traveling && !features.travelMode) await endTravelIfAny(memberId, now);
  // Incognito likewise ends with the plan that includes it (decision 0067): the member is shown to all again.
  const incognitoEnded = profile.incognito === true && !features.incognito;
  if (incognitoEnded) await endIncognitoIfAny(memberId, now);
  const placed = {
    ...profile,
    ...(traveling && !features.travelMode ? { travelCityId: null } : {}),
    ...(incognitoEnded ? { incognito: false } : {}),
  };
  await indexProfile(placed, exposureOf({ boost, priorityPlacement: features.priorityPlacement }, now));
}
