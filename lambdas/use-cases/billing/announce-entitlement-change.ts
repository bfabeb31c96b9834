import type { StreamEntities } from '../../db/table-changes';
import { pushToMembers } from '../../realtime/push';

/**
 * Tells the member's open tabs that their entitlements changed, so the top
 * bar, the deck and every gated screen show the new tier without a reload.
 * Only the parts that grant anything count: a write that changed neither (a
 * repeated sync) announces nothing.
 */
export async function announceEntitlementChange(
  after: StreamEntities['entitlement'],
  before: StreamEntities['entitlement'] | undefined,
): Promise<void> {
  const changed =
    JSON.stringify([before?.subscription, before?.elite]) !== JSON.stringify([after.subscription, after.elite]);
  if (changed) await pushToMembers([after.memberId], { type: 'subscription' });
}
