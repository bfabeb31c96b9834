import * as z from 'zod';
import { SubscriptionSchema } from './me';
import { CompletionSchema } from './profile';

export const DashboardStatsSchema = z.object({
  totalMatches: z.number().int(),
  totalLikes: z.number().int(),
  mutualLikes: z.number().int(),
  totalMessages: z.number().int(),
  profileViews: z.number().int(),
  weeklyViews: z.number().int(),
  /** Percent, rounded: matches ÷ likes sent (core spec "Business constants and limits"). */
  matchRate: z.number().int(),
  /** Percent, rounded: messages sent ÷ matches (core spec "Business constants and limits"). */
  responseRate: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const ActivitySchema = z.object({
  type: z.enum(['match', 'like']),
  title: z.string(),
  description: z.string(),
  timestamp: z.string(),
});

export const DashboardSchema = z.object({
  fullName: z.string(),
  completion: CompletionSchema,
  stats: DashboardStatsSchema,
  /** At most 5: up to 3 matches and 2 likes, newest first (core spec "Business constants and limits"). */
  recentActivity: z.array(ActivitySchema).max(5),
  subscription: SubscriptionSchema,
  location: z.object({ enabled: z.boolean(), label: z.string() }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
