/**
 * Elite Match contracts (marketing spec "Screens and routes", "Entities and
 * their fields" and "The calls it makes"; decision 0022): the request form the
 * member submits, their matches and choice, and the introductions a candidate
 * is asked to accept. One schema serves the form and the server.
 */
import * as z from 'zod';
import { freeText } from './text';
import {
  ELITE_AGE_BOUNDS,
  ELITE_AGE_DEFAULT,
  ELITE_HEIGHT_BOUNDS,
  ELITE_HEIGHT_DEFAULT,
  ELITE_SELECTS,
  ELITE_TEXT_LIMITS,
  PERSONALITY_TRAITS,
  SHARE_DEFAULTS,
  SHARE_FIELDS,
  type EliteSelectField,
  type EliteTextField,
  type ShareField,
} from '../elite/request-form';
import { PROPOSAL_STATUSES, REQUEST_STATUSES } from '../elite/rules';
import { PhotoSchema } from './profile';
import { UlidSchema } from './ulid';

export { UlidSchema };

/** A [min, max] pair from a two-thumb slider, inside its bounds. */
const rangeOf = (bounds: { min: number; max: number }, fallback: readonly [number, number], label: string) =>
  z
    .tuple([z.number().int(), z.number().int()])
    .refine(([min, max]) => min >= bounds.min && max <= bounds.max && min <= max, {
      message: `${label} must be a range within ${bounds.min}–${bounds.max}`,
    })
    .default([fallback[0], fallback[1]]);

/**
 * An unanswered select is '' in the form and null once stored (marketing spec "Validation rules": no field is
 * required).
 */
const select = <F extends EliteSelectField>(field: F) =>
  z
    .union([z.enum(ELITE_SELECTS[field]), z.literal('')])
    .nullable()
    .default(null)
    .transform((value): (typeof ELITE_SELECTS)[F][number] | null =>
      value === '' || value === null ? null : (value as (typeof ELITE_SELECTS)[F][number]),
    );

const text = (field: EliteTextField) => freeText('paragraph', z.string().max(ELITE_TEXT_LIMITS[field])).default('');

const shareShape = Object.fromEntries(
  SHARE_FIELDS.map((field) => [field, z.boolean().default(SHARE_DEFAULTS[field])]),
) as Record<ShareField, z.ZodDefault<z.ZodBoolean>>;

/**
 * Every field of the spec's form (marketing spec "Entities and their fields":
 * Elite request form draft), plus what
 * candidates may see of the member (`shareWithCandidates`, ours). Whole
 * strings and lists are bounded, so a stored request stays a few KB.
 */
export const EliteRequestFormSchema = z.strictObject({
  wantToMeet: select('wantToMeet'),
  preferredAge: rangeOf(ELITE_AGE_BOUNDS, ELITE_AGE_DEFAULT, 'Age'),
  preferredLocation: text('preferredLocation'),
  preferredProfession: text('preferredProfession'),
  preferredEducation: select('preferredEducation'),
  preferredIncome: select('preferredIncome'),
  preferredHeight: rangeOf(ELITE_HEIGHT_BOUNDS, ELITE_HEIGHT_DEFAULT, 'Height'),
  preferredBuild: select('preferredBuild'),
  smokingPreference: select('smokingPreference'),
  drinkingPreference: select('drinkingPreference'),
  religiousPreference: text('religiousPreference'),
  politicalPreference: select('politicalPreference'),
  relationshipGoal: select('relationshipGoal'),
  childrenPreference: select('childrenPreference'),
  wantsChildrenPreference: select('wantsChildrenPreference'),
  personalityTraits: z
    .array(z.enum(PERSONALITY_TRAITS))
    .max(PERSONALITY_TRAITS.length)
    .default([])
    .transform((traits) => PERSONALITY_TRAITS.filter((trait) => traits.includes(trait))),
  sharedInterests: text('sharedInterests'),
  communicationStyle: select('communicationStyle'),
  dateFrequency: select('dateFrequency'),
  exclusivityExpectation: select('exclusivityExpectation'),
  dealbreakers: text('dealbreakers'),
  specificRequests: text('specificRequests'),
  additionalNotes: text('additionalNotes'),
  backgroundCheckRequired: z.boolean().default(false),
  introductionFrequency: select('introductionFrequency'),
  feedbackPreference: text('feedbackPreference'),
  preferredContactMethod: select('preferredContactMethod'),
  availability: text('availability'),
  shareWithCandidates: z.strictObject(shareShape).default({ ...SHARE_DEFAULTS }),
});
export type EliteRequestFormInput = z.input<typeof EliteRequestFormSchema>;
export type EliteRequestForm = z.output<typeof EliteRequestFormSchema>;

export const SubmittedEliteRequestSchema = z.object({ requestId: z.string(), status: z.enum(REQUEST_STATUSES) });

/** My latest request, for /elite-match (is one already with the matchmakers?). */
export const MyEliteRequestSchema = z.object({
  request: z
    .object({
      requestId: z.string(),
      status: z.enum(REQUEST_STATUSES),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      /** Candidates who accepted so far. */
      matchesReady: z.number().int(),
    })
    .nullable(),
});
export type MyEliteRequest = z.infer<typeof MyEliteRequestSchema>;

// ---------------------------------------------------------------------------
// Contact details: what a candidate chooses to share when they accept.
// ---------------------------------------------------------------------------

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{6,22}$/, 'Enter a phone number, e.g. +65 8123 4567');
export const ContactSchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('email'),
    value: z.string().trim().max(254).pipe(z.email('Enter a valid email address')),
  }),
  z.strictObject({ method: z.literal('phone'), value: phone }),
  z.strictObject({ method: z.literal('text'), value: phone }),
  z.strictObject({
    method: z.literal('video-call'),
    value: freeText('line', z.string().min(3, 'Enter a video-call link or handle').max(200)),
  }),
]);
export type Contact = z.infer<typeof ContactSchema>;

// ---------------------------------------------------------------------------
// The member's elite matches (/elite-matches).
// ---------------------------------------------------------------------------

export const EliteMatchSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  age: z.number().int().nullable(),
  location: z.string(),
  profession: z.string(),
  education: z.string(),
  bio: z.string(),
  /** At most 3 (marketing spec "Business constants and limits"). */
  interests: z.array(z.string()).max(3),
  photo: PhotoSchema.nullable(),
  acceptedAt: z.string().nullable(),
  state: z.enum(['available', 'selected', 'not_selected']),
  /** Only on the chosen match: what they agreed to share, in the way they chose. Never before. */
  contact: ContactSchema.nullable(),
});
export type EliteMatch = z.infer<typeof EliteMatchSchema>;

export const EliteSelectionSchema = z.object({
  /** The request the choice belongs to (the spec stored the chosen member's id here, a defect). */
  requestId: z.string(),
  candidateId: z.string(),
  selectedAt: z.string(),
  /** The match the choice created, so the two can chat. */
  matchId: z.string(),
});

export const EliteMatchesSchema = z.object({
  request: z
    .object({ requestId: z.string(), status: z.enum(REQUEST_STATUSES), paidAt: z.string().nullable() })
    .nullable(),
  matches: z.array(EliteMatchSchema).max(3),
  selection: EliteSelectionSchema.nullable(),
});
export type EliteMatches = z.infer<typeof EliteMatchesSchema>;

export const CandidateIdParamsSchema = z.strictObject({ candidateId: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------
// Introductions: a candidate is asked, and answers.
// ---------------------------------------------------------------------------

/** Only the fields the member agreed to show; the rest are null. */
export const IntroducedMemberSchema = z.object({
  firstName: z.string().nullable(),
  age: z.number().int().nullable(),
  location: z.string().nullable(),
  profession: z.string().nullable(),
  education: z.string().nullable(),
  bio: z.string().nullable(),
  photo: PhotoSchema.nullable(),
});
export type IntroducedMember = z.infer<typeof IntroducedMemberSchema>;

export const IntroductionSchema = z.object({
  requestId: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  askedAt: z.string(),
  answerBy: z.string(),
  answeredAt: z.string().nullable(),
  /** Why the matchmaker thinks the two would get on. */
  note: z.string(),
  member: IntroducedMemberSchema,
  /** What I agreed to share (mine to see); null unless I accepted. */
  myContact: ContactSchema.nullable(),
  /** When they chose me: our match, to open the chat. */
  matchId: z.string().nullable(),
});
export type Introduction = z.infer<typeof IntroductionSchema>;

export const IntroductionListSchema = z.object({ introductions: z.array(IntroductionSchema) });
export type IntroductionList = z.infer<typeof IntroductionListSchema>;

export const RequestIdParamsSchema = z.strictObject({ requestId: UlidSchema });

export const AnswerIntroductionSchema = z.discriminatedUnion('answer', [
  z.strictObject({ answer: z.literal('accept'), contact: ContactSchema }),
  z.strictObject({ answer: z.literal('decline') }),
]);
export type AnswerIntroduction = z.infer<typeof AnswerIntroductionSchema>;
