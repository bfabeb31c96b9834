import { dashboardStats, lastDays } from '#shared/dashboard-stats.ts';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { profileCompletion } from '#shared/profile-completion.ts';
import { listRecentLikesReceived, matchActivity } from '../../db/activity';
import { blockedEitherWay } from '../../db/blocks';
import { getMemberCounters, viewTotals } from '../../db/member-stats';
import { getDisplayNames } from '../../db/profile-batch';
import { ensureProfile } from '../profile/ensure-profile';
import { currentSubscription } from '../billing/member-subscription';

/** Core spec "Business constants and limits": recent activity shows up to 3 matches and 2 likes. */
const RECENT_MATCHES = 3;
const RECENT_LIKES = 2;

export async function getDashboard(memberId: string, cognitoUsername: string, now = new Date()): Promise<Dashboard> {
  const [profile, stored, views, { subscription }, { recent: matches, messagesSent }, recentLikes] = await Promise.all([
    ensureProfile(memberId, cognitoUsername),
    getMemberCounters(memberId),
    viewTotals(memberId, lastDays(now, 7), now),
    currentSubscription(memberId, now),
    matchActivity(memberId, RECENT_MATCHES),
    // A few more than shown: likes from members blocked either way are dropped below.
    listRecentLikesReceived(memberId, RECENT_LIKES + 8),
  ]);
  // Messages sent before decision 0080 were counted on the stats item; later ones on each match's edge.
  // Views are on the total once their day item has expired; until then on the day item (decision 0088).
  const counters = {
    ...stored,
    messagesSent: stored.messagesSent + messagesSent,
    profileViews: stored.profileViews + views.unfolded,
  };
  const blocked = await blockedEitherWay(
    memberId,
    recentLikes.map((like) => like.memberId),
  );
  const likes = recentLikes.filter((like) => !blocked.has(like.memberId)).slice(0, RECENT_LIKES);
  // Who liked you is a paid feature: without it, likes show up without a name.
  const canSeeLikers = subscription.features.seeWhoLikedYou;
  const names = await getDisplayNames([
    ...matches.map((m) => m.memberId),
    ...(canSeeLikers ? likes.map((l) => l.memberId) : []),
  ]);
  const recentActivity = [
    ...matches.map((match) => ({
      type: 'match' as const,
      title: 'New match!',
      description: `You matched with ${names.get(match.memberId) || 'someone new'}`,
      timestamp: match.at,
    })),
    ...likes.map((like) => ({
      type: 'like' as const,
      title: like.isSuperLike ? 'New super like' : 'New like',
      description:
        canSeeLikers && names.get(like.memberId)
          ? `${names.get(like.memberId)} liked you`
          : 'Someone liked your profile',
      timestamp: like.at,
    })),
  ].sort((a, b) => b.timestamp.localeCompare(a.timestamp));

  return {
    fullName: profile.fullName,
    completion: profileCompletion(profile),
    stats: dashboardStats(counters, views.weekly),
    recentActivity,
    subscription,
    location: {
      enabled: profile.isLocationEnabled,
      label: profile.isLocationEnabled
        ? 'Location sharing is on'
        : profile.location
          ? `Showing ${profile.location}`
          : 'Location not shared',
    },
  };
}
