import type { EliteEntitlement } from '#shared/billing/entitlement.ts';
import { markPlanEnd } from '../../db/entitlements';

type EntitlementImage = { memberId: string; elite?: EliteEntitlement | null };

/**
 * A plan that simply runs out must end what it included (issue 28, decision 0074): Incognito and
 * travel mode. A Stripe subscription ends by an event the webhook writes, which re-indexes the member;
 * an Elite purchase ends by its date alone. So when an entitlement with a dated Elite is written, the
 * stream marks that date (a TTL item), and the mark's deletion at that date re-indexes the member,
 * which turns both off in the stored profile and in discovery. A date already marked is not marked again.
 */
export async function watchPlanEnd(
  entitlement: EntitlementImage,
  before: EntitlementImage | undefined,
  now = new Date(),
): Promise<void> {
  const elite = entitlement.elite;
  if (!elite || elite.status !== 'active' || !(Date.parse(elite.expiresAt) > now.getTime())) return;
  if (before?.elite?.status === 'active' && before.elite.expiresAt === elite.expiresAt) return;
  await markPlanEnd(entitlement.memberId, elite.expiresAt);
}
