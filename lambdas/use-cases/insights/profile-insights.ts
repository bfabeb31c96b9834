import { INSIGHT_DAYS, type PhotoInsight, type ProfileInsights } from '#shared/schemas/insights.ts';
import { getInsightDays } from '../../db/insight-counters';
import { getProfile } from '../../db/profiles';
import { notFound } from '../../lib/errors';
import { presentOwnPhoto } from '../profile/present-profile';
import { requireFeature } from '../limits/require-feature';

/** The last `count` UTC days, oldest first, ending today. */
export function lastDays(now: Date, count = INSIGHT_DAYS): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(now.getTime() - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * Profile insights (Premium, Elite): per day views, likes received and
 * discovery impressions with and without a boost, and each of my photos'
 * like rate while it was my main photo. Read from the counters the stream
 * keeps: one BatchGet of 60 keys, never a scan. Counts only, never who.
 */
export async function getProfileInsights(memberId: string, now = new Date()): Promise<ProfileInsights> {
  await requireFeature(memberId, 'profileInsights');
  const profile = await getProfile(memberId);
  if (!profile) throw notFound('Profile');
  const days = lastDays(now);
  const { counts, views } = await getInsightDays(memberId, days, now);

  const series = days.map((day) => ({
    day,
    views: views.get(day) ?? 0,
    likes: counts.get(day)?.likes ?? 0,
    impressions: counts.get(day)?.impressions ?? 0,
    boostedImpressions: counts.get(day)?.boostedImpressions ?? 0,
    incognitoHidden: counts.get(day)?.incognitoHidden ?? 0,
  }));
  const sum = (field: 'views' | 'likes' | 'impressions' | 'boostedImpressions' | 'incognitoHidden') =>
    series.reduce((total, day) => total + day[field], 0);

  // Only photos I still have: a deleted photo's counts expire with their days.
  const photos: PhotoInsight[] = (profile.photos ?? []).map((photo, index) => {
    let shown = 0;
    let liked = 0;
    for (const day of counts.values()) {
      shown += day.photos.get(photo.id)?.shown ?? 0;
      liked += day.photos.get(photo.id)?.liked ?? 0;
    }
    return {
      photo: presentOwnPhoto(photo),
      isMain: index === 0,
      impressions: shown,
      likes: liked,
      likeRate: shown > 0 ? liked / shown : null,
    };
  });
  return {
    days: series,
    totals: {
      views: sum('views'),
      likes: sum('likes'),
      impressions: sum('impressions'),
      boostedImpressions: sum('boostedImpressions'),
      incognitoHidden: sum('incognitoHidden'),
    },
    photos,
  };
}
