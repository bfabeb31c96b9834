import * as z from 'zod';
import { freeText } from './text';

/** Core spec "Validation rules" and "Business constants and limits": bounds and defaults of the preferences screens. */
export const PREFERENCE_BOUNDS = { minAge: 18, maxAge: 80, minDistanceKm: 1, maxDistanceKm: 200 } as const;
export const PREFERENCE_DEFAULTS = { minAge: 18, maxAge: 60, maxDistanceKm: 50 } as const;

/** Tag lists are trimmed and empty entries dropped; duplicates are allowed by the spec but pointless, so dropped too. */
const tags = z
  .array(freeText('line', z.string().max(60)))
  .max(40)
  .transform((items) => [...new Set(items.filter(Boolean))]);

const optionalCm = z.number().int().min(100).max(250).nullable();

/**
 * One preferences record for /filters and /advanced-filters. The spec's two
 * column names (max_distance, max_distance_km) are one field here; see
 * docs/decisions/0008-one-preferences-record.md.
 */
export const PreferenceFieldsSchema = z.strictObject({
  minAge: z
    .number()
    .int()
    .min(PREFERENCE_BOUNDS.minAge)
    .max(PREFERENCE_BOUNDS.maxAge)
    .default(PREFERENCE_DEFAULTS.minAge),
  maxAge: z
    .number()
    .int()
    .min(PREFERENCE_BOUNDS.minAge)
    .max(PREFERENCE_BOUNDS.maxAge)
    .default(PREFERENCE_DEFAULTS.maxAge),
  maxDistanceKm: z
    .number()
    .int()
    .min(PREFERENCE_BOUNDS.minDistanceKm)
    .max(PREFERENCE_BOUNDS.maxDistanceKm)
    .default(PREFERENCE_DEFAULTS.maxDistanceKm),
  lookingFor: tags.default([]),
  educationPreference: tags.default([]),
  interestsPreference: tags.default([]),
  smokingPreference: tags.default([]),
  drinkingPreference: tags.default([]),
  religionPreference: tags.default([]),
  genderPreference: tags.default([]),
  culturalPreference: tags.default([]),
  regionalPreference: tags.default([]),
  languagePreference: tags.default([]),
  politicalPreference: tags.default([]),
  heightMin: optionalCm.default(null),
  heightMax: optionalCm.default(null),
  hasChildrenPreference: z.boolean().nullable().default(null),
  wantsChildrenPreference: z.boolean().nullable().default(null),
  /** Show only verified members (issue 27); free for every plan, since it is a safety filter. */
  verifiedOnly: z.boolean().default(false),
});

export const PreferencesSchema = PreferenceFieldsSchema.refine((p) => p.minAge <= p.maxAge, {
  message: 'Minimum age must not exceed maximum age',
  path: ['minAge'],
}).refine((p) => p.heightMin === null || p.heightMax === null || p.heightMin <= p.heightMax, {
  message: 'Minimum height must not exceed maximum height',
  path: ['heightMin'],
});
export type Preferences = z.output<typeof PreferencesSchema>;

export const defaultPreferences = (): Preferences => PreferencesSchema.parse({});

export const MyPreferencesSchema = z.object({
  preferences: z.object(PreferenceFieldsSchema.shape),
  updatedAt: z.string().nullable(),
});
