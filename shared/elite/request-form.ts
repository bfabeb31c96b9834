/**
 * The Elite Match request form (marketing spec "Screens and routes": Elite
 * Match Request Form; "Entities and their fields": Elite request form draft;
 * "Validation rules"; "Business constants and limits"): every option value the
 * spec gives, with the label the form shows, the slider bounds and defaults.
 * Pure data, shared by the form, the server's schema and the matchmaker's
 * console.
 */
export type Option<V extends string = string> = { readonly value: V; readonly label: string };

const options = <V extends string>(entries: readonly (readonly [V, string])[]) =>
  entries.map(([value, label]) => ({ value, label })) as readonly Option<V>[];
const valuesOf = <V extends string>(list: readonly Option<V>[]) => list.map((option) => option.value) as [V, ...V[]];

/**
 * Marketing spec "Validation rules" and "Business constants and limits": age 18–65 (default 25–35), height 140–210 cm
 * (default 160–180).
 */
export const ELITE_AGE_BOUNDS = { min: 18, max: 65 } as const;
export const ELITE_AGE_DEFAULT = [25, 35] as const;
export const ELITE_HEIGHT_BOUNDS = { min: 140, max: 210 } as const;
export const ELITE_HEIGHT_DEFAULT = [160, 180] as const;

export const EDUCATION_OPTIONS = options([
  ['high-school', 'High School'],
  ['some-college', 'Some College'],
  ['bachelors', "Bachelor's Degree"],
  ['masters', "Master's Degree"],
  ['doctorate', 'Doctorate'],
  ['professional', 'Professional Degree'],
  ['no-preference', 'No Preference'],
] as const);
export const INCOME_OPTIONS = options([
  ['50k-75k', '$50k – $75k'],
  ['75k-100k', '$75k – $100k'],
  ['100k-150k', '$100k – $150k'],
  ['150k-250k', '$150k – $250k'],
  ['250k-500k', '$250k – $500k'],
  ['500k+', '$500k+'],
  ['no-preference', 'No Preference'],
] as const);
export const BUILD_OPTIONS = options([
  ['slim', 'Slim'],
  ['athletic', 'Athletic'],
  ['average', 'Average'],
  ['curvy', 'Curvy'],
  ['muscular', 'Muscular'],
  ['no-preference', 'No Preference'],
] as const);
export const SMOKING_OPTIONS = options([
  ['non-smoker', 'Non-smoker'],
  ['occasional', 'Occasional'],
  ['social', 'Social'],
  ['no-preference', 'No Preference'],
] as const);
export const DRINKING_OPTIONS = options([
  ['non-drinker', 'Non-drinker'],
  ['light', 'Light'],
  ['social', 'Social'],
  ['regular', 'Regular'],
  ['no-preference', 'No Preference'],
] as const);
export const POLITICS_OPTIONS = options([
  ['conservative', 'Conservative'],
  ['liberal', 'Liberal'],
  ['moderate', 'Moderate'],
  ['libertarian', 'Libertarian'],
  ['apolitical', 'Apolitical'],
  ['no-preference', 'No Preference'],
] as const);
export const RELATIONSHIP_GOAL_OPTIONS = options([
  ['serious-relationship', 'Serious Relationship'],
  ['marriage', 'Marriage'],
  ['long-term-partnership', 'Long-term Partnership'],
  ['life-companion', 'Life Companion'],
] as const);
export const CHILDREN_OPTIONS = options([
  ['no-children', 'No children'],
  ['has-children-ok', 'Has children is OK'],
  ['wants-children', 'Wants children'],
  ['no-preference', 'No Preference'],
] as const);
export const FUTURE_CHILDREN_OPTIONS = options([
  ['wants-children', 'Wants children'],
  ['no-children', 'Does not want children'],
  ['open-to-children', 'Open to children'],
  ['no-preference', 'No Preference'],
] as const);
export const EXCLUSIVITY_OPTIONS = options([
  ['monogamous', 'Monogamous'],
  ['exclusive-dating', 'Exclusive dating'],
  ['open-initially', 'Open initially'],
] as const);
export const PERSONALITY_TRAITS = [
  'Outgoing',
  'Introverted',
  'Ambitious',
  'Laid-back',
  'Adventurous',
  'Homebody',
  'Intellectual',
  'Creative',
  'Athletic',
  'Spiritual',
  'Humorous',
  'Serious',
  'Optimistic',
  'Practical',
  'Romantic',
] as const;
export const COMMUNICATION_STYLE_OPTIONS = options([
  ['frequent', 'Frequent'],
  ['daily', 'Daily'],
  ['moderate', 'Moderate'],
  ['independent', 'Independent'],
] as const);
export const DATE_FREQUENCY_OPTIONS = options([
  ['multiple-weekly', 'Multiple times a week'],
  ['weekly', 'Weekly'],
  ['bi-weekly', 'Every two weeks'],
  ['monthly', 'Monthly'],
  ['flexible', 'Flexible'],
] as const);
export const INTRODUCTION_FREQUENCY_OPTIONS = options([
  ['weekly', 'Weekly'],
  ['bi-weekly', 'Every two weeks'],
  ['monthly', 'Monthly'],
  ['quality-focused', 'Quality over quantity'],
] as const);
/** How the member wants to be reached, and how a candidate may choose to be reached (contact-methods.ts). */
export const CONTACT_METHOD_OPTIONS = options([
  ['email', 'Email'],
  ['phone', 'Phone call'],
  ['text', 'Text message'],
  ['video-call', 'Video call'],
] as const);

/**
 * Who the member wants to meet, in the discovery preferences' words (shared/schemas/preferences.ts).
 * Unanswered, the member's own discovery preferences decide (elite/rules.ts `genderWanted`).
 */
export const WANT_TO_MEET_OPTIONS = options([
  ['women', 'Women'],
  ['men', 'Men'],
  ['non-binary', 'Non-binary people'],
  ['everyone', 'Everyone'],
] as const);

export const ELITE_SELECTS = {
  wantToMeet: valuesOf(WANT_TO_MEET_OPTIONS),
  preferredEducation: valuesOf(EDUCATION_OPTIONS),
  preferredIncome: valuesOf(INCOME_OPTIONS),
  preferredBuild: valuesOf(BUILD_OPTIONS),
  smokingPreference: valuesOf(SMOKING_OPTIONS),
  drinkingPreference: valuesOf(DRINKING_OPTIONS),
  politicalPreference: valuesOf(POLITICS_OPTIONS),
  relationshipGoal: valuesOf(RELATIONSHIP_GOAL_OPTIONS),
  childrenPreference: valuesOf(CHILDREN_OPTIONS),
  wantsChildrenPreference: valuesOf(FUTURE_CHILDREN_OPTIONS),
  exclusivityExpectation: valuesOf(EXCLUSIVITY_OPTIONS),
  communicationStyle: valuesOf(COMMUNICATION_STYLE_OPTIONS),
  dateFrequency: valuesOf(DATE_FREQUENCY_OPTIONS),
  introductionFrequency: valuesOf(INTRODUCTION_FREQUENCY_OPTIONS),
  preferredContactMethod: valuesOf(CONTACT_METHOD_OPTIONS),
} as const;
export type EliteSelectField = keyof typeof ELITE_SELECTS;

/** Every select with its options, for the form and for showing a stored request. */
export const ELITE_SELECT_OPTIONS: Record<EliteSelectField, readonly Option[]> = {
  wantToMeet: WANT_TO_MEET_OPTIONS,
  preferredEducation: EDUCATION_OPTIONS,
  preferredIncome: INCOME_OPTIONS,
  preferredBuild: BUILD_OPTIONS,
  smokingPreference: SMOKING_OPTIONS,
  drinkingPreference: DRINKING_OPTIONS,
  politicalPreference: POLITICS_OPTIONS,
  relationshipGoal: RELATIONSHIP_GOAL_OPTIONS,
  childrenPreference: CHILDREN_OPTIONS,
  wantsChildrenPreference: FUTURE_CHILDREN_OPTIONS,
  exclusivityExpectation: EXCLUSIVITY_OPTIONS,
  communicationStyle: COMMUNICATION_STYLE_OPTIONS,
  dateFrequency: DATE_FREQUENCY_OPTIONS,
  introductionFrequency: INTRODUCTION_FREQUENCY_OPTIONS,
  preferredContactMethod: CONTACT_METHOD_OPTIONS,
};

export const labelOf = (field: EliteSelectField, value: string | null | undefined): string =>
  ELITE_SELECT_OPTIONS[field].find((option) => option.value === value)?.label ?? 'Not specified';

/** Free texts and their limits (ours: the spec sets none; the server stores what fits a page of reading). */
export const ELITE_TEXT_LIMITS = {
  preferredLocation: 120,
  preferredProfession: 120,
  religiousPreference: 120,
  sharedInterests: 1000,
  dealbreakers: 1000,
  specificRequests: 1000,
  additionalNotes: 1000,
  availability: 500,
  feedbackPreference: 300,
} as const;
export type EliteTextField = keyof typeof ELITE_TEXT_LIMITS;

/**
 * What a proposed candidate may see about the member, before they accept an
 * introduction (ours: the spec's candidates are never asked). The member
 * chooses on the form; nothing else of theirs is ever shown to a candidate.
 */
export const SHARE_FIELDS = ['firstName', 'age', 'location', 'profession', 'education', 'bio', 'photo'] as const;
export type ShareField = (typeof SHARE_FIELDS)[number];
export const SHARE_FIELD_LABELS: Record<ShareField, string> = {
  firstName: 'First name',
  age: 'Age',
  location: 'City',
  profession: 'Profession',
  education: 'Education',
  bio: 'About me',
  photo: 'Main photo',
};
export const SHARE_DEFAULTS: Record<ShareField, boolean> = {
  firstName: true,
  age: true,
  location: true,
  profession: true,
  education: true,
  bio: false,
  photo: false,
};
