/**
 * Grants a member a tier without a payment, by writing the same entitlement
 * records the Stripe webhook writes: a subscription entitlement for basic,
 * gold and premium, an elite one for elite. For `npm run set-tier`, the seed
 * and tests; nothing deployed imports it.
 */
import { ELITE_MATCH_DAYS, type SubscriptionEntitlement } from '#shared/billing/entitlement.ts';
import type { Tier } from '#shared/tiers.ts';

const DAY_MS = 86_400_000;

/** Needs the handler environment (TABLE_NAME, endpoints) in process.env; imports lambdas/db lazily for that reason. */
export async function grantTier(memberId: string, tier: Tier, now = new Date()): Promise<void> {
  const { getEntitlements, writeEliteEntitlement, writeSubscriptionEntitlement } =
    await import('#lambdas/db/entitlements.ts');
  const subscription: SubscriptionEntitlement | null =
    tier === 'free' || tier === 'elite'
      ? null
      : {
          stripeSubscriptionId: 'granted-locally',
          status: 'active',
          planKey: `${tier}_monthly`,
          tier,
          interval: 'monthly',
          trialEndsAt: null,
          currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
          cancelAtPeriodEnd: false,
        };
  const wrote = await writeSubscriptionEntitlement(memberId, subscription, Date.now(), now);
  if (wrote === 'noMember') throw new Error('The member has no profile yet: sign in once (or call GET /me) first.');
  const { version } = await getEntitlements(memberId);
  const elite =
    tier === 'elite'
      ? {
          status: 'active' as const,
          expiresAt: new Date(now.getTime() + ELITE_MATCH_DAYS * DAY_MS).toISOString(),
          purchaseId: 'granted-locally',
        }
      : null;
  await writeEliteEntitlement(memberId, elite, version, now);
}
