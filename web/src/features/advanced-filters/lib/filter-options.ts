/**
 * marketing spec "Screens and routes": the option lists of /advanced-filters.
 * Smoking, drinking and Looking For are stored in the values /filters and
 * profiles use ('never', 'casual', …), so both screens read the same record
 * alike; the other lists are stored as their labels, as /filters stores its
 * tags.
 */
import { COMMON_INTERESTS } from '#shared/interests.ts';

export type FilterOption = { value: string; label: string };

const asIs = (labels: readonly string[]): FilterOption[] => labels.map((label) => ({ value: label, label }));

export const EDUCATION_OPTIONS = asIs([
  'High School',
  'Some College',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD/Doctorate',
  'Trade School',
  'Professional Degree',
]);

export const INTEREST_OPTIONS = asIs(COMMON_INTERESTS);

export const SMOKING_OPTIONS: FilterOption[] = [
  { value: 'never', label: 'Never' },
  { value: 'occasionally', label: 'Occasionally' },
  { value: 'socially', label: 'Socially' },
  { value: 'regularly', label: 'Regularly' },
];

export const DRINKING_OPTIONS: FilterOption[] = [
  { value: 'never', label: 'Never' },
  { value: 'rarely', label: 'Rarely' },
  { value: 'socially', label: 'Socially' },
  { value: 'regularly', label: 'Regularly' },
];

export const RELIGION_OPTIONS = asIs([
  'Christian',
  'Catholic',
  'Jewish',
  'Muslim',
  'Hindu',
  'Buddhist',
  'Agnostic',
  'Atheist',
  'Spiritual',
  'Other',
]);

export const POLITICAL_OPTIONS = asIs([
  'Liberal',
  'Moderate',
  'Conservative',
  'Libertarian',
  'Other',
  'Prefer not to say',
]);

/** 'casual', 'relationship' and 'friendship' are the profile's own values (core spec "Entities and their fields"). */
export const LOOKING_FOR_OPTIONS: FilterOption[] = [
  { value: 'casual', label: 'Casual dating' },
  { value: 'relationship', label: 'Serious relationship' },
  { value: 'marriage', label: 'Marriage' },
  { value: 'friendship', label: 'Friendship' },
  { value: 'not-sure', label: 'Not sure' },
];

/** The preference lists this screen edits, with their options. */
export const LIST_FIELDS = {
  educationPreference: EDUCATION_OPTIONS,
  interestsPreference: INTEREST_OPTIONS,
  smokingPreference: SMOKING_OPTIONS,
  drinkingPreference: DRINKING_OPTIONS,
  religionPreference: RELIGION_OPTIONS,
  politicalPreference: POLITICAL_OPTIONS,
  lookingFor: LOOKING_FOR_OPTIONS,
} as const satisfies Record<string, readonly FilterOption[]>;

export type ListField = keyof typeof LIST_FIELDS;
