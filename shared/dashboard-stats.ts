import type { DashboardStats } from './schemas/dashboard';

export type Counters = {
  likesSent: number;
  matches: number;
  mutualLikes: number;
  messagesSent: number;
  profileViews: number;
};

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * Core spec "Business constants and limits": match rate = matches ÷ likes sent;
 * response rate = messages sent ÷ matches. Both are percentages; the response
 * rate is capped at 100 because several messages per match would otherwise read
 * as "350 %".
 */
export function dashboardStats(stored: Counters, weeklyViews: number): DashboardStats {
  // Counters move by the table stream, at least once: a retried removal must never show as a negative count.
  const counters = Object.fromEntries(
    Object.entries(stored).map(([name, value]) => [name, Math.max(0, value)]),
  ) as Counters;
  return {
    totalMatches: counters.matches,
    totalLikes: counters.likesSent,
    mutualLikes: counters.mutualLikes,
    totalMessages: counters.messagesSent,
    profileViews: counters.profileViews,
    weeklyViews,
    matchRate: Math.min(100, percent(counters.matches, counters.likesSent)),
    responseRate: Math.min(100, percent(counters.messagesSent, counters.matches)),
  };
}

/** The last `count` UTC days, today first, as yyyy-mm-dd. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10));
}
