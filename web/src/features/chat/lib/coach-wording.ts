import type { CoachAdvice } from '#shared/schemas/coach.ts';

/** What each opener is built from, as the panel labels it. */
export const OPENER_BASIS_LABELS: Record<CoachAdvice['openers'][number]['basis'], string> = {
  interest: 'Shared interest',
  language: 'Shared language',
  lookingFor: 'Same goal',
  bio: 'From their bio',
  theirInterest: 'Their interest',
};

const LOOKING_FOR_WORDS: Record<string, string> = {
  relationship: 'Long-term relationship',
  casual: 'Casual dating',
  friendship: 'Friendship',
};

/** The common ground as chips: interests, then languages, then the goal they both chose. */
export function commonChips(common: CoachAdvice['common']): string[] {
  return [
    ...common.interests,
    ...common.languages,
    ...(common.lookingFor ? [LOOKING_FOR_WORDS[common.lookingFor] ?? common.lookingFor] : []),
  ];
}
