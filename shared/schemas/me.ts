import * as z from 'zod';
import { TIERS } from '../tiers';

export const TierFeaturesSchema = z.object({
  dailyLikes: z.number().int().nullable(),
  unlimitedLikes: z.boolean(),
  superLikes: z.number().int(),
  seeWhoLikedYou: z.boolean(),
  advancedFilters: z.boolean(),
  boosts: z.number().int(),
  priorityPlacement: z.boolean(),
  travelMode: z.boolean(),
  profileInsights: z.boolean(),
  eliteMatching: z.boolean(),
});

export const SubscriptionSchema = z.object({
  isSubscribed: z.boolean(),
  tier: z.enum(TIERS),
  features: TierFeaturesSchema,
});

export const MeSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  isProfileComplete: z.boolean(),
  subscription: SubscriptionSchema,
});
export type Me = z.infer<typeof MeSchema>;
