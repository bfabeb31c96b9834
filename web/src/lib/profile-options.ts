/**
 * Human labels for the profile option values (shared/schemas/profile.ts), used
 * by the profile editor and the preferences screen alike. The stored values
 * stay the spec's (core spec "Entities and their fields"); only what the member
 * reads is here.
 */
import type { GENDERS, HABIT_FREQUENCY, LOOKING_FOR, RELATIONSHIP_STATUS } from '#shared/schemas/profile.ts';

export const LOOKING_FOR_LABELS: Record<(typeof LOOKING_FOR)[number], string> = {
  relationship: 'Long-term relationship',
  casual: 'Casual dating',
  friendship: 'Friendship',
};

export const RELATIONSHIP_STATUS_LABELS: Record<(typeof RELATIONSHIP_STATUS)[number], string> = {
  single: 'Single',
  divorced: 'Divorced',
  widowed: 'Widowed',
};

export const HABIT_LABELS: Record<(typeof HABIT_FREQUENCY)[number], string> = {
  never: 'Never',
  socially: 'Socially',
  regularly: 'Regularly',
};

export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  man: 'Man',
  woman: 'Woman',
  'non-binary': 'Non-binary',
};

/** Options for a select or checkbox group, in the order the record lists them. */
export function optionsOf<V extends string>(labels: Record<V, string>): { value: V; label: string }[] {
  return (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
}

/**
 * Core spec "Screens and routes", the quick-add lists of /filters: reused as suggestions in the profile's free-text
 * fields.
 */
export const RELIGIONS = [
  'Christian',
  'Muslim',
  'Jewish',
  'Hindu',
  'Buddhist',
  'Sikh',
  'Atheist',
  'Agnostic',
  'Spiritual',
  'Other',
] as const;
export const POLITICAL_VIEWS = [
  'Liberal',
  'Conservative',
  'Moderate',
  'Progressive',
  'Libertarian',
  'Apolitical',
  'Other',
] as const;
export const LANGUAGES = [
  'English',
  'Spanish',
  'Mandarin',
  'French',
  'German',
  'Japanese',
  'Korean',
  'Italian',
  'Portuguese',
  'Arabic',
  'Hindi',
  'Russian',
] as const;
