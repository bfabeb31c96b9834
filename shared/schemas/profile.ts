import * as z from 'zod';
import { TRAVEL_CITY_IDS } from '../travel/cities';

/** Core spec §3 option values. */
export const LOOKING_FOR = ['relationship', 'casual', 'friendship'] as const;
export const RELATIONSHIP_STATUS = ['single', 'divorced', 'widowed'] as const;
export const HABIT_FREQUENCY = ['never', 'socially', 'regularly'] as const;
/** Not in the spec's profile fields, but discovery filters on gender preference, so profiles need one. */
export const GENDERS = ['man', 'woman', 'non-binary'] as const;

import { MAX_AGE, MAX_PHOTOS, MAX_TAGS, MIN_AGE } from '../profile-limits';

export { MAX_AGE, MAX_PHOTOS, MAX_TAGS, MIN_AGE };

/** Trims, drops empty and duplicate entries (core spec §5 for interests and languages). */
export const TagListSchema = z
  .array(z.string().max(40))
  .max(MAX_TAGS)
  .transform((items) => [...new Set(items.map((item) => item.trim()).filter((item) => item.length > 0))]);

const optionalText = (max: number) =>
  z.string().max(max).transform((value) => value.trim()).nullable().optional();

/**
 * Age and height arrive as numbers or as what a text input holds; anything not
 * numeric becomes null (core spec §5), but a number outside the bounds is refused.
 */
const integerOrNull = (min: number, max: number, label: string) =>
  z.preprocess(
    (value) => {
      if (value === null || value === undefined || value === '') return null;
      if (typeof value === 'string') {
        const parsed = Number.parseInt(value.trim(), 10);
        return Number.isNaN(parsed) ? null : parsed;
      }
      return value;
    },
    z.number().int().min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`).nullable(),
  );

/** The editable profile fields, shared by the form and the server. */
export const ProfileFieldsSchema = z.strictObject({
  fullName: z.string().trim().max(80).default(''),
  age: integerOrNull(MIN_AGE, MAX_AGE, 'Age').default(null),
  gender: z.enum(GENDERS).nullable().default(null),
  bio: z.string().max(1000).transform((value) => value.trim()).default(''),
  location: z.string().trim().max(120).default(''),
  education: z.string().trim().max(120).default(''),
  profession: z.string().trim().max(120).default(''),
  interests: TagListSchema.default([]),
  height: integerOrNull(100, 250, 'Height').default(null),
  lookingFor: z.enum(LOOKING_FOR).nullable().default(null),
  relationshipStatus: z.enum(RELATIONSHIP_STATUS).nullable().default(null),
  hasChildren: z.boolean().nullable().default(null),
  /** true, false, or null meaning "not sure". */
  wantsChildren: z.boolean().nullable().default(null),
  smoking: z.enum(HABIT_FREQUENCY).nullable().default(null),
  drinking: z.enum(HABIT_FREQUENCY).nullable().default(null),
  religion: optionalText(60).default(null),
  politicalViews: optionalText(60).default(null),
  languages: TagListSchema.default([]),
});
export type ProfileFields = z.output<typeof ProfileFieldsSchema>;

export const PhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
});
export type Photo = z.infer<typeof PhotoSchema>;

/** Core spec §5: the 8 fields profile completion counts. */
export const COMPLETION_FIELDS = ['fullName', 'age', 'bio', 'location', 'profession', 'interests', 'photos', 'lookingFor'] as const;
export type CompletionField = (typeof COMPLETION_FIELDS)[number];

export function profileCompletion(profile: Pick<ProfileFields, Exclude<CompletionField, 'photos'>> & { photos: unknown[] }): {
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

export const CompletionSchema = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.enum(COMPLETION_FIELDS)),
});

/** What the owner sees of their own profile, private fields included. */
export const MyProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  ...ProfileFieldsSchema.shape,
  photos: z.array(PhotoSchema),
  isProfileComplete: z.boolean(),
  isLocationEnabled: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Travel mode (issue 14): the city discovery places me in, or null at home. */
  travelCityId: z.enum(TRAVEL_CITY_IDS).nullable(),
  updatedAt: z.string(),
  completion: CompletionSchema,
});
export type MyProfile = z.infer<typeof MyProfileSchema>;

/**
 * What anyone else may see of a member. No email, no coordinates: the
 * response schema strips every field not listed here before it leaves a Lambda.
 */
export const PublicProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  bio: z.string(),
  location: z.string(),
  education: z.string(),
  profession: z.string(),
  interests: z.array(z.string()),
  height: z.number().int().nullable(),
  lookingFor: z.enum(LOOKING_FOR).nullable(),
  relationshipStatus: z.enum(RELATIONSHIP_STATUS).nullable(),
  hasChildren: z.boolean().nullable(),
  wantsChildren: z.boolean().nullable(),
  smoking: z.enum(HABIT_FREQUENCY).nullable(),
  drinking: z.enum(HABIT_FREQUENCY).nullable(),
  religion: z.string().nullable(),
  politicalViews: z.string().nullable(),
  languages: z.array(z.string()),
  photos: z.array(PhotoSchema),
  /** A band, never metres: '< 1 km away', '{n} km away' or 'Location not shared'. */
  distance: z.string(),
  /** Travel mode: shown as 'Traveling'; the distance is then measured from the city's cell, never where they are. */
  traveling: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const MemberIdParamsSchema = z.strictObject({ memberId: z.string().min(1).max(64) });
