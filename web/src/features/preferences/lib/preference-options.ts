/** core spec "Screens and routes": the option lists of /filters, with the values stored for each. */
import { HABIT_FREQUENCY, LOOKING_FOR } from '#shared/schemas/profile.ts';
import { HABIT_LABELS, LANGUAGES, LOOKING_FOR_LABELS, POLITICAL_VIEWS, RELIGIONS } from '#web/lib/profile-options.ts';

type Option = { value: string; label: string };
const asIs = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export const LOOKING_FOR_OPTIONS: Option[] = LOOKING_FOR.map((value) => ({ value, label: LOOKING_FOR_LABELS[value] }));
export const HABIT_OPTIONS: Option[] = HABIT_FREQUENCY.map((value) => ({ value, label: HABIT_LABELS[value] }));

/** Stored as 'men', 'women', 'non-binary', 'everyone' (the spec's checkbox values). */
export const GENDER_PREFERENCE_OPTIONS: Option[] = [
  { value: 'men', label: 'Men' },
  { value: 'women', label: 'Women' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'everyone', label: 'Everyone' },
];

export const CULTURAL_QUICK_ADD = [
  'Asian',
  'European',
  'African',
  'Latino/Hispanic',
  'Middle Eastern',
  'Native American',
  'Pacific Islander',
  'Mixed',
] as const;
export const LANGUAGE_QUICK_ADD = LANGUAGES;
export const RELIGION_QUICK_ADD = RELIGIONS;

export const REGIONAL_OPTIONS: Option[] = asIs([
  'Asia-Pacific',
  'Europe',
  'North America',
  'South America',
  'Africa',
  'Middle East',
  'Global/No Preference',
]);
export const POLITICAL_OPTIONS: Option[] = asIs(POLITICAL_VIEWS);

/**
 * core spec "Screens and routes" and "Validation rules": 'none' is no preference (null); 'true' and 'false' are the
 * boolean.
 */
export const HAS_CHILDREN_OPTIONS = [
  { value: 'none', label: 'No preference' },
  { value: 'true', label: 'Has children' },
  { value: 'false', label: 'No children' },
] as const;
export const WANTS_CHILDREN_OPTIONS = [
  { value: 'none', label: 'No preference' },
  { value: 'true', label: 'Wants children' },
  { value: 'false', label: "Doesn't want children" },
] as const;
