import * as z from 'zod';
import { TRAVEL_CITY_IDS } from '../travel/cities';
import { freeText } from './text';

/** Core spec "Entities and their fields" option values. */
export const LOOKING_FOR = ['relationship', 'casual', 'friendship'] as const;
export const RELATIONSHIP_STATUS = ['single', 'divorced', 'widowed'] as const;
export const HABIT_FREQUENCY = ['never', 'socially', 'regularly'] as const;
/** Not in the spec's profile fields, but discovery filters on gender preference, so profiles need one. */
export const GENDERS = ['man', 'woman', 'non-binary'] as const;

import { MAX_AGE, MAX_PHOTOS, MAX_PROMPT_ANSWER, MAX_PROMPTS, MAX_TAGS, MIN_AGE } from '../profile-limits';
import { PROMPT_IDS } from '../prompts';
import { COMPLETION_FIELDS } from '../profile-completion';

export { MAX_AGE, MAX_PHOTOS, MAX_PROMPT_ANSWER, MAX_PROMPTS, MAX_TAGS, MIN_AGE };
export {
  COMPLETION_FIELDS,
  isProfileCompleteFor,
  profileCompletion,
  type CompletionField,
} from '../profile-completion';

/** One answered prompt (issue 28): an id from shared/prompts.ts and a one-line answer, cleaned like a bio. */
export const PromptAnswerSchema = z.strictObject({
  promptId: z.enum(PROMPT_IDS),
  answer: freeText(
    'line',
    z
      .string()
      .min(1, 'Answer the prompt or remove it')
      .max(MAX_PROMPT_ANSWER, `Answers are limited to ${MAX_PROMPT_ANSWER} characters`),
  ),
});
export type PromptAnswer = z.output<typeof PromptAnswerSchema>;

/** Up to three, each prompt once, in the order the member put them. */
export const PromptAnswersSchema = z
  .array(PromptAnswerSchema)
  .max(MAX_PROMPTS, `Answer at most ${MAX_PROMPTS} prompts`)
  .refine((answers) => new Set(answers.map((answer) => answer.promptId)).size === answers.length, {
    message: 'Each prompt can be answered once',
  });

/** Trims, drops empty and duplicate entries (core spec "Validation rules" for interests and languages). */
export const TagListSchema = z
  .array(freeText('line', z.string().max(40)))
  .max(MAX_TAGS)
  .transform((items) => [...new Set(items.filter((item) => item.length > 0))]);

const optionalText = (max: number) => freeText('line', z.string().max(max)).nullable().optional();

/**
 * Age and height arrive as numbers or as what a text input holds; anything not
 * numeric becomes null (core spec "Validation rules"), but a number outside the
 * bounds is refused.
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
    z
      .number()
      .int()
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .nullable(),
  );

/** Each editable field's rules, without defaults: the form fills them, an update keeps what it leaves out. */
const PROFILE_FIELD_RULES = {
  fullName: freeText('line', z.string().max(80)),
  age: integerOrNull(MIN_AGE, MAX_AGE, 'Age'),
  gender: z.enum(GENDERS).nullable(),
  bio: freeText('paragraph', z.string().max(1000)),
  location: freeText('line', z.string().max(120)),
  education: freeText('line', z.string().max(120)),
  profession: freeText('line', z.string().max(120)),
  interests: TagListSchema,
  height: integerOrNull(100, 250, 'Height'),
  lookingFor: z.enum(LOOKING_FOR).nullable(),
  relationshipStatus: z.enum(RELATIONSHIP_STATUS).nullable(),
  hasChildren: z.boolean().nullable(),
  /** true, false, or null meaning "not sure". */
  wantsChildren: z.boolean().nullable(),
  smoking: z.enum(HABIT_FREQUENCY).nullable(),
  drinking: z.enum(HABIT_FREQUENCY).nullable(),
  religion: optionalText(60),
  politicalViews: optionalText(60),
  languages: TagListSchema,
  prompts: PromptAnswersSchema,
};

/** The editable profile fields, shared by the form and the server: every field, blanks where none is given. */
export const ProfileFieldsSchema = z.strictObject({
  fullName: PROFILE_FIELD_RULES.fullName.default(''),
  age: PROFILE_FIELD_RULES.age.default(null),
  gender: PROFILE_FIELD_RULES.gender.default(null),
  bio: PROFILE_FIELD_RULES.bio.default(''),
  location: PROFILE_FIELD_RULES.location.default(''),
  education: PROFILE_FIELD_RULES.education.default(''),
  profession: PROFILE_FIELD_RULES.profession.default(''),
  interests: PROFILE_FIELD_RULES.interests.default([]),
  height: PROFILE_FIELD_RULES.height.default(null),
  lookingFor: PROFILE_FIELD_RULES.lookingFor.default(null),
  relationshipStatus: PROFILE_FIELD_RULES.relationshipStatus.default(null),
  hasChildren: PROFILE_FIELD_RULES.hasChildren.default(null),
  wantsChildren: PROFILE_FIELD_RULES.wantsChildren.default(null),
  smoking: PROFILE_FIELD_RULES.smoking.default(null),
  drinking: PROFILE_FIELD_RULES.drinking.default(null),
  religion: PROFILE_FIELD_RULES.religion.default(null),
  politicalViews: PROFILE_FIELD_RULES.politicalViews.default(null),
  languages: PROFILE_FIELD_RULES.languages.default([]),
  prompts: PROFILE_FIELD_RULES.prompts.default([]),
});
export type ProfileFields = z.output<typeof ProfileFieldsSchema>;

/**
 * PUT /me/profile: the fields given replace the stored ones, the fields left
 * out stay as they are, so `{}` changes nothing (decision 0030).
 */
export const ProfileUpdateSchema = z.strictObject(
  Object.fromEntries(Object.entries(PROFILE_FIELD_RULES).map(([name, rules]) => [name, rules.optional()])) as {
    [K in keyof typeof PROFILE_FIELD_RULES]: z.ZodOptional<(typeof PROFILE_FIELD_RULES)[K]>;
  },
);
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

export const PhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  /** Screened borderline (decision 0070): others see it blurred until they tap to view. */
  blurred: z.boolean().optional(),
  /**
   * The widths of the AVIF and WebP copies beside `url` (decision 0076, shared/media/image-variants.ts
   * names them); absent on photos stored before them, which then show the JPEG.
   */
  widths: z.array(z.number().int().positive()).optional(),
  /**
   * A blurred photo whose real URLs this viewer was given (decision 0073): their own photo, or a viewer who
   * turned on "Show sensitive photos behind Tap to view". Without it, `url` and `thumbUrl` of a blurred photo
   * are a neutral placeholder: the picture never reaches a member who did not choose to see it.
   */
  revealable: z.boolean().optional(),
});
export type Photo = z.infer<typeof PhotoSchema>;

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
  /** Travel mode (decision 0026): the city discovery places me in, or null at home. */
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
  prompts: z.array(z.object({ promptId: z.enum(PROMPT_IDS), answer: z.string() })),
  photos: z.array(PhotoSchema),
  /** A band, never metres: '< 1 km away', '{n} km away' or 'Location not shared'. */
  distance: z.string(),
  /** Travel mode: shown as 'Traveling'; the distance is then measured from the city's cell, never where they are. */
  traveling: z.boolean(),
  /** Passed photo verification (issue 27; shared/schemas/verification.ts): the badge shows. */
  verified: z.boolean().optional(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const MemberIdParamsSchema = z.strictObject({ memberId: z.string().min(1).max(64) });
