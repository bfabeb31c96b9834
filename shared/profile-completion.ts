/**
 * Profile completion, apart from the profile schemas: a function that only needs to know whether a
 * profile is complete (presenting one, the dashboard) then builds none of them at its cold start,
 * about 10 ms of zod (docs/decisions/0087-cold-start-moderation-and-upload-forms.md).
 */
import { MIN_AGE } from './profile-limits';

/** Core spec "Validation rules": the 8 fields profile completion counts, and the prompts (issue 28, decision 0068). */
export const COMPLETION_FIELDS = [
  'fullName',
  'age',
  'bio',
  'location',
  'profession',
  'interests',
  'photos',
  'lookingFor',
  'prompts',
] as const;
export type CompletionField = (typeof COMPLETION_FIELDS)[number];

export function profileCompletion(
  // The profile's fields by name (schemas/profile.ts types them; importing that here would be a cycle).
  profile: { [Field in Exclude<CompletionField, 'photos'>]: unknown } & { photos: unknown[] },
): {
  percent: number;
  missing: CompletionField[];
} {
  const missing = COMPLETION_FIELDS.filter((field) => {
    const value = profile[field];
    if (Array.isArray(value)) return value.length === 0;
    if (typeof value === 'string') return value.trim().length === 0;
    return value === null || value === undefined;
  });
  const percent = Math.round(((COMPLETION_FIELDS.length - missing.length) / COMPLETION_FIELDS.length) * 100);
  return { percent, missing };
}

/**
 * What discovery needs of a profile before others may see it: a name for the
 * card, an adult age for the age filters (and the 18+ rule), a gender for
 * the gender preference. Photos are checked where the deck is built.
 */
export function isProfileCompleteFor(fields: { fullName: string; age: number | null; gender: string | null }): boolean {
  return fields.fullName.trim().length > 0 && fields.age !== null && fields.age >= MIN_AGE && fields.gender !== null;
}
