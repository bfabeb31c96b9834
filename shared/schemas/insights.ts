import * as z from 'zod';
import { PhotoSchema } from './profile';

/** Profile insights (decision 0026): the days shown, ending today (UTC). */
export const INSIGHT_DAYS = 30;

export const InsightDaySchema = z.object({
  /** yyyy-mm-dd, UTC. */
  day: z.string(),
  /** Profile views (an opened profile, or a swipe on my card), as the dashboard counts them. */
  views: z.number().int().min(0),
  /** Likes and super likes received. */
  likes: z.number().int().min(0),
  /** Times my card was on someone's discovery page, while boosted and not. */
  impressions: z.number().int().min(0),
  boostedImpressions: z.number().int().min(0),
  /**
   * Times Incognito held my card back from a discovery page that would otherwise have considered it
   * (the viewer fits and I have not liked them); stories and voice are not counted.
   */
  incognitoHidden: z.number().int().min(0),
});
export type InsightDay = z.infer<typeof InsightDaySchema>;

/** One of my photos, as my main photo: how often it was shown first and how often it was liked then. */
export const PhotoInsightSchema = z.object({
  photo: PhotoSchema,
  isMain: z.boolean(),
  impressions: z.number().int().min(0),
  likes: z.number().int().min(0),
  /** likes / impressions, or null before it has been shown. */
  likeRate: z.number().min(0).nullable(),
});
export type PhotoInsight = z.infer<typeof PhotoInsightSchema>;

/**
 * Counts only: never who viewed, liked or was shown me (Who Liked You is
 * where names are, for those whose plan includes it).
 */
export const ProfileInsightsSchema = z.object({
  days: z.array(InsightDaySchema).length(INSIGHT_DAYS),
  totals: z.object({
    views: z.number().int().min(0),
    likes: z.number().int().min(0),
    impressions: z.number().int().min(0),
    boostedImpressions: z.number().int().min(0),
    incognitoHidden: z.number().int().min(0),
  }),
  photos: z.array(PhotoInsightSchema),
});
export type ProfileInsights = z.infer<typeof ProfileInsightsSchema>;
