/**
 * Screened media (issue 27, decision 0070): what the image classifier's
 * scores mean for a profile photo, a story image or a video's poster. Pure
 * rules, read by the processing Lambdas (which classify before anything is
 * written where the media CDN serves it) and by the tests and bench.
 *
 * The classifier is nsfwjs's MobileNetV2 (five classes whose probabilities
 * sum to one). Explicit means the two sexual classes together dominate;
 * borderline means they are notable, or "sexy" (swimwear, lingerie) is.
 */
export const SCREEN_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];
export type ScreenScores = Record<ScreenClass, number>;

export const SCREEN_VERDICTS = ['clean', 'borderline', 'explicit'] as const;
export type ScreenVerdict = (typeof SCREEN_VERDICTS)[number];

/** Who files what the classifier holds back: never a member id, so never "the reporter" of anyone. */
export const SCREENING_REPORTER = 'automatic-screening';

export const SCREEN_THRESHOLDS = {
  /** Porn + Hentai at or above: not published; the moderators get it, blurred. */
  explicit: 0.7,
  /** Porn + Hentai at or above (below explicit): published blurred. */
  borderlineSexual: 0.35,
  /** Sexy at or above: published blurred. */
  borderlineSexy: 0.6,
} as const;

export function screenVerdict(scores: ScreenScores): ScreenVerdict {
  const sexual = scores.Porn + scores.Hentai;
  if (sexual >= SCREEN_THRESHOLDS.explicit) return 'explicit';
  if (sexual >= SCREEN_THRESHOLDS.borderlineSexual || scores.Sexy >= SCREEN_THRESHOLDS.borderlineSexy)
    return 'borderline';
  return 'clean';
}
