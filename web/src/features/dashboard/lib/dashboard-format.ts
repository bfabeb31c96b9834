/** Pure formatting for the dashboard: completion chips and the weekly bar. Activity times use shared/relative-time. */
import type { CompletionField } from '#shared/schemas/profile.ts';

export const COMPLETION_FIELD_LABELS: Record<CompletionField, string> = {
  fullName: 'Full name',
  age: 'Age',
  bio: 'Bio',
  location: 'Location',
  profession: 'Profession',
  interests: 'Interests',
  photos: 'Photos',
  lookingFor: 'Looking for',
  prompts: 'Prompts',
};

/** core spec "Validation rules": up to 4 chips, then '+N more'. */
export const MAX_COMPLETION_CHIPS = 4;

export function completionChips(
  missing: readonly CompletionField[],
  max = MAX_COMPLETION_CHIPS,
): { labels: string[]; more: string | null } {
  const labels = missing.slice(0, max).map((field) => COMPLETION_FIELD_LABELS[field] ?? field);
  const rest = missing.length - labels.length;
  return { labels, more: rest > 0 ? `+${rest} more` : null };
}

/** core spec "Business constants and limits": the weekly views bar is scaled against 10 (10 or more fills it). */
export const WEEKLY_VIEWS_SCALE = 10;

export function weeklyViewsPercent(weeklyViews: number): number {
  return Math.max(0, Math.min(100, Math.round((weeklyViews / WEEKLY_VIEWS_SCALE) * 100)));
}
