import { resolveSubscription, type Subscription } from '../../shared/tiers';
import { getSubscriptionRecords } from '../db/subscriptions';

/**
 * A member's resolved tier, cached in the Lambda container for a minute so a
 * run of swipes costs no extra read each. A purchase is visible within that
 * minute; every limit stays enforced by the server throughout.
 */
const TTL_MS = 60_000;
const cache = new Map<string, { subscription: Subscription; until: number }>();

export async function subscriptionOf(memberId: string, now = Date.now()): Promise<Subscription> {
  const hit = cache.get(memberId);
  if (hit && hit.until > now) return hit.subscription;
  const subscription = await resolveSubscription(() => getSubscriptionRecords(memberId));
  if (cache.size > 10_000) cache.clear();
  cache.set(memberId, { subscription, until: now + TTL_MS });
  return subscription;
}
