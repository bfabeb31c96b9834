/**
 * The profile editor's form state and its mapping to and from the API's
 * ProfileFields. Inputs hold strings (a number input may be empty, a select
 * needs a value for "not set"); validation and normalisation are the shared
 * schema's (shared/schemas/profile.ts), the same one the handler runs.
 */
import type { z } from 'zod';
import {
  ProfileFieldsSchema,
  type GENDERS,
  type HABIT_FREQUENCY,
  type LOOKING_FOR,
  type ProfileFields,
  type PromptAnswer,
  type RELATIONSHIP_STATUS,
} from '#shared/schemas/profile.ts';

type Unset = '';
type Gender = (typeof GENDERS)[number];
type LookingFor = (typeof LOOKING_FOR)[number];
type RelationshipStatus = (typeof RELATIONSHIP_STATUS)[number];
type Habit = (typeof HABIT_FREQUENCY)[number];
type Tristate = 'yes' | 'no';

export type ProfileFormValues = {
  fullName: string;
  age: string;
  gender: Gender | Unset;
  bio: string;
  location: string;
  education: string;
  profession: string;
  interests: string[];
  height: string;
  lookingFor: LookingFor | Unset;
  relationshipStatus: RelationshipStatus | Unset;
  /** '' is "not set". */
  hasChildren: Tristate | Unset;
  /** core spec "Entities and their fields": Yes, No, or Not sure (null). */
  wantsChildren: Tristate | 'not-sure';
  smoking: Habit | Unset;
  drinking: Habit | Unset;
  religion: string;
  politicalViews: string;
  languages: string[];
  /** Up to three answered prompts (issue 28), in the order shown. */
  prompts: PromptAnswer[];
};

export type ProfileFormField = keyof ProfileFormValues;
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

const fromBoolean = (value: boolean | null): Tristate | Unset => (value === null ? '' : value ? 'yes' : 'no');
const toBoolean = (value: string): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null);

export function toProfileForm(profile: Partial<ProfileFields>): ProfileFormValues {
  const fields = ProfileFieldsSchema.parse(pickProfileFields(profile));
  return {
    fullName: fields.fullName,
    age: fields.age === null ? '' : String(fields.age),
    gender: fields.gender ?? '',
    bio: fields.bio,
    location: fields.location,
    education: fields.education,
    profession: fields.profession,
    interests: fields.interests,
    height: fields.height === null ? '' : String(fields.height),
    lookingFor: fields.lookingFor ?? '',
    relationshipStatus: fields.relationshipStatus ?? '',
    hasChildren: fromBoolean(fields.hasChildren),
    wantsChildren: fields.wantsChildren === null ? 'not-sure' : fields.wantsChildren ? 'yes' : 'no',
    smoking: fields.smoking ?? '',
    drinking: fields.drinking ?? '',
    religion: fields.religion ?? '',
    politicalViews: fields.politicalViews ?? '',
    languages: fields.languages,
    prompts: fields.prompts,
  };
}

/** What the schema reads: strings for age and height stay strings, the schema turns them into int or null. */
export function fromProfileForm(form: ProfileFormValues): z.input<typeof ProfileFieldsSchema> {
  const blankToNull = (value: string) => (value.trim() === '' ? null : value);
  return {
    fullName: form.fullName,
    age: form.age,
    gender: form.gender === '' ? null : form.gender,
    bio: form.bio,
    location: form.location,
    education: form.education,
    profession: form.profession,
    interests: form.interests,
    height: form.height,
    lookingFor: form.lookingFor === '' ? null : form.lookingFor,
    relationshipStatus: form.relationshipStatus === '' ? null : form.relationshipStatus,
    hasChildren: toBoolean(form.hasChildren),
    wantsChildren: toBoolean(form.wantsChildren),
    smoking: form.smoking === '' ? null : form.smoking,
    drinking: form.drinking === '' ? null : form.drinking,
    religion: blankToNull(form.religion),
    politicalViews: blankToNull(form.politicalViews),
    languages: form.languages,
    prompts: form.prompts,
  };
}

export type ParsedProfileForm =
  { success: true; data: ProfileFields } | { success: false; errors: ProfileFormErrors; firstMessage: string };

export function parseProfileForm(form: ProfileFormValues): ParsedProfileForm {
  const parsed = ProfileFieldsSchema.safeParse(fromProfileForm(form));
  if (parsed.success) return { success: true, data: parsed.data };
  const errors = issuesToFormErrors(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
  return { success: false, errors, firstMessage: parsed.error.issues[0]?.message ?? '' };
}

const FORM_FIELDS = new Set<string>([
  'fullName',
  'age',
  'gender',
  'bio',
  'location',
  'education',
  'profession',
  'interests',
  'height',
  'lookingFor',
  'relationshipStatus',
  'hasChildren',
  'wantsChildren',
  'smoking',
  'drinking',
  'religion',
  'politicalViews',
  'languages',
  'prompts',
]);

/**
 * The server's `issues` (shared/errors.ts: `path` like "age" or "interests.3",
 * possibly "body.age" or "/age") as one message per form field; issues for
 * fields the form does not have are left out.
 */
export function issuesToFormErrors(
  issues: readonly { path: string; message: string }[] | undefined,
): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const issue of issues ?? []) {
    const segments = issue.path.split(/[./[\]]/).filter(Boolean);
    const field = segments.find((segment) => FORM_FIELDS.has(segment)) as ProfileFormField | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

function pickProfileFields(profile: Partial<ProfileFields>): Partial<ProfileFields> {
  const picked: Record<string, unknown> = {};
  for (const key of FORM_FIELDS) {
    const value = (profile as Record<string, unknown>)[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked as Partial<ProfileFields>;
}
