/**
 * The subscription state every screen shares (core spec "Entities and their
 * fields"), and the billing summary the subscription card shows. Written with
 * zod/mini: the billing Lambdas carry the Stripe SDK and import these, and
 * classic zod would put them over the bundle budget
 * (docs/decisions/0015-bundle-budget.md). Classic schemas embed them as they
 * are.
 */
import * as z from 'zod/mini';
import { BILLING_INTERVALS, PLAN_KEYS } from '../billing/catalog';
import { BILLING_ATTENTIONS } from '../billing/entitlement';
import { TIERS } from '../tiers';

const int = () => z.number().check(z.int());

export const TierFeaturesSchema = z.object({
  dailyLikes: z.nullable(int()),
  unlimitedLikes: z.boolean(),
  superLikes: int(),
  seeWhoLikedYou: z.boolean(),
  advancedFilters: z.boolean(),
  boosts: int(),
  priorityPlacement: z.boolean(),
  travelMode: z.boolean(),
  profileInsights: z.boolean(),
  eliteMatching: z.boolean(),
  rewinds: int(),
  incognito: z.boolean(),
});

export const SubscriptionSchema = z.object({
  isSubscribed: z.boolean(),
  tier: z.enum(TIERS),
  features: TierFeaturesSchema,
});

/** shared/billing/entitlement.ts `BillingSummary`; null for members without a paid plan. */
export const BillingSummarySchema = z.object({
  planKey: z.enum(PLAN_KEYS),
  planName: z.string(),
  status: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  trialEndsAt: z.nullable(z.string()),
  renewsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  attention: z.nullable(z.enum(BILLING_ATTENTIONS)),
});
