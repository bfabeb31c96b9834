import { subscriptionFrom, type Subscription } from '#shared/tiers.ts';
import { getEntitlements } from '../../db/entitlements';

/**
 * The swipe's tier, cached in the Lambda container so a run of swipes costs
 * no read each (2 requests per swipe, 3 with a match). It is never trusted
 * blindly: the swipe's own transaction checks that the entitlement `version`
 * is still the cached one, and on a change the cache is dropped and the swipe
 * retried with the fresh tier (decision 0014). So an upgrade applies to the
 * very next swipe, in any container.
 */
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;
const cache = new Map<string, { subscription: Subscription; version: number; until: number }>();

export async function swipeTier(
  memberId: string,
  now = Date.now(),
): Promise<{ subscription: Subscription; version: number }> {
  const hit = cache.get(memberId);
  if (hit && hit.until > now) return hit;
  const entitlements = await getEntitlements(memberId);
  const subscription = subscriptionFrom(entitlements, new Date(now));
  // An elite entitlement ends at a time, not by a write: the cached tier must not outlive it.
  const eliteEnds = entitlements.elite?.status === 'active' ? Date.parse(entitlements.elite.expiresAt) : Infinity;
  const entry = { subscription, version: entitlements.version, until: Math.min(now + TTL_MS, eliteEnds) };
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(memberId, entry);
  return entry;
}

export function forgetSwipeTier(memberId: string): void {
  cache.delete(memberId);
}
