import { billingSummaryOf, type BillingSummary } from '#shared/billing/entitlement.ts';
import { FREE_SUBSCRIPTION, subscriptionFrom, type Subscription } from '#shared/tiers.ts';
import { getEntitlements, NO_ENTITLEMENTS, type StoredEntitlements } from '../../db/entitlements';
import { logger } from '../../lib/logger';

export type MemberSubscription = {
  subscription: Subscription;
  billing: BillingSummary | null;
  entitlements: StoredEntitlements;
};

/**
 * The member's tier as stored right now (a consistent read, no cache): every
 * route that reads a tier agrees the moment a webhook changes it. Core spec
 * "Error catalogue": a failed lookup is logged and the member is treated as
 * free.
 */
export async function currentSubscription(memberId: string, now = new Date()): Promise<MemberSubscription> {
  let entitlements: StoredEntitlements;
  try {
    entitlements = await getEntitlements(memberId);
  } catch (error) {
    logger.warn('Subscription lookup failed; treating member as free', error as Error);
    return { subscription: FREE_SUBSCRIPTION, billing: null, entitlements: NO_ENTITLEMENTS };
  }
  return subscriptionOf(entitlements, now);
}

/** The member's tier from entitlements read consistently beside other items (one BatchGet). */
export function subscriptionOf(entitlements: StoredEntitlements, now = new Date()): MemberSubscription {
  return {
    subscription: subscriptionFrom(entitlements, now),
    billing: billingSummaryOf(entitlements.subscription),
    entitlements,
  };
}
