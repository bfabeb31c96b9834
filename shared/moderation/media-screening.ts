/**
 * Screened media (issue 27, decision 0070): what the image classifier's
 * scores mean for a profile photo, a story image or a video's poster. Pure
 * rules, read by the processing Lambdas (which classify before anything is
 * written where the media CDN serves it) and by the tests and bench.
 *
 * The classifier is nsfwjs's MobileNetV2 (five classes whose probabilities
 * sum to one). Explicit means the two sexual classes together dominate;
 * borderline means they are notable, or "sexy" (swimwear, lingerie) is.
 *
 * A borderline verdict on a photograph of a person gets a second opinion
 * (decision 0083): MobileNetV2 flags ordinary group photos (bare shoulders,
 * warm light) at 0.5–0.65, and nsfwjs's larger MobileNetV2Mid does not.
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

/**
 * When MobileNetV2's borderline verdict is asked again (decision 0083): the
 * image shows a person's face, found with this confidence and at least this
 * share of the image's width (a face in the picture, not a speck). Explicit
 * verdicts are never asked again: refusing costs a moderator's look
 * (decision 0073 reverses it), publishing one costs a member's trust. A
 * faceless image keeps the first verdict: a close-up of skin without a face
 * is the typical explicit upload, and there a wrongly blurred photo costs a tap.
 */
export const SECOND_OPINION = { minFaceScore: 0.8, minFaceWidthShare: 0.08 } as const;

export function wantsSecondOpinion(
  verdict: ScreenVerdict,
  faces: readonly { score: number; widthShare: number }[],
): boolean {
  return (
    verdict === 'borderline' &&
    faces.some(
      (face) => face.score >= SECOND_OPINION.minFaceScore && face.widthShare >= SECOND_OPINION.minFaceWidthShare,
    )
  );
}

/** The second model can clear a borderline photo of a person, never raise it: its own clean verdict wins. */
export function withSecondOpinion(first: ScreenVerdict, second: ScreenScores): ScreenVerdict {
  return first === 'borderline' && screenVerdict(second) === 'clean' ? 'clean' : first;
}
