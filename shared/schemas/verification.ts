import * as z from 'zod';

/**
 * Photo verification (issue 27): the contract between the browser's camera flow and the verifying
 * Lambda. The browser only guides and captures; every judgement (the poses, liveness, the face match
 * against the member's photos, the age estimate, selfie reuse) is made on the server from the frames.
 */

/** The poses a challenge draws from; the server picks a random sequence of them for each attempt. */
export const VERIFICATION_POSES = ['turn-left', 'turn-right', 'blink'] as const;
export type VerificationPose = (typeof VERIFICATION_POSES)[number];

/** What the camera screen asks the member to do for each pose. */
export const POSE_INSTRUCTIONS: Record<VerificationPose, string> = {
  'turn-left': 'Turn your head to your left',
  'turn-right': 'Turn your head to your right',
  blink: 'Blink slowly',
};

/**
 * Frames the browser sends for one step, and the size of one frame (the JPEG's bytes; a 640 × 480 frame at
 * quality 0.85 is about 50–70 KB). The whole submission must stay well under Lambda's 6 MB request.
 */
export const MAX_FRAMES_PER_STEP = 4;
export const MAX_FRAME_BYTES = 120_000;
const MAX_STEPS = 5;

/** A new attempt: the sequence to perform. Step 0 is always a neutral, straight-on look. */
export const VerificationChallengeSchema = z.object({
  challengeId: z.string(),
  poses: z.array(z.enum(VERIFICATION_POSES)).min(2).max(4),
  expiresAt: z.string(),
});
export type VerificationChallenge = z.infer<typeof VerificationChallengeSchema>;

const MAX_FRAME_CHARS = Math.ceil((MAX_FRAME_BYTES * 4) / 3) + 32;
/** The largest submission the route accepts (every step's frames at their largest, and the JSON around them). */
export const MAX_SUBMISSION_BYTES = MAX_STEPS * MAX_FRAMES_PER_STEP * (MAX_FRAME_CHARS + 3) + 1_000;

const FrameSchema = z
  .string()
  .max(MAX_FRAME_CHARS)
  .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/, 'Expected a JPEG frame');

/** The attempt: frames per step, step 0 neutral, then one step per pose in the challenge's order. */
export const SubmitVerificationSchema = z.strictObject({
  challengeId: z.string().min(1).max(64),
  steps: z
    .array(z.strictObject({ frames: z.array(FrameSchema).min(1).max(MAX_FRAMES_PER_STEP) }))
    .min(3)
    .max(MAX_STEPS),
});
export type SubmitVerification = z.infer<typeof SubmitVerificationSchema>;

/**
 * Where a member stands:
 * - unverified: never tried, or the last attempt failed;
 * - review: a person will look (borderline score, possible selfie reuse, or an age the face contradicts);
 * - verified: the badge shows;
 * - lapsed: the main photo changed to a face that does not match; verify again.
 */
export const VERIFICATION_STATUSES = ['unverified', 'review', 'verified', 'lapsed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Why an attempt did not verify; the screen explains each in plain words. */
export const VERIFICATION_FAILURES = ['no-face', 'liveness', 'no-match', 'no-photo', 'expired'] as const;
export type VerificationFailure = (typeof VERIFICATION_FAILURES)[number];

export const VerificationStateSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** When the badge was earned, if it was. */
  verifiedAt: z.string().nullable(),
  /** Attempts left today (attempts are rate-limited). */
  attemptsLeft: z.number().int().min(0),
  /** The last attempt's failure, when the last attempt failed. */
  lastFailure: z.enum(VERIFICATION_FAILURES).nullable(),
});
export type VerificationState = z.infer<typeof VerificationStateSchema>;

/** The answer to an attempt: the new state, and a sentence for the member. */
export const VerificationResultSchema = VerificationStateSchema.extend({ message: z.string() });
export type VerificationResult = z.infer<typeof VerificationResultSchema>;

/** Why a person must look at an attempt (decision 0071). */
export const VERIFICATION_REVIEW_REASONS = ['borderline-match', 'borderline-liveness', 'age', 'reuse'] as const;

/** One attempt waiting for a moderator, with the evidence they need (staff only). */
export const VerificationReviewSchema = z.object({
  memberId: z.string(),
  fullName: z.string(),
  declaredAge: z.number().int().nullable(),
  reasons: z.array(z.enum(VERIFICATION_REVIEW_REASONS)),
  scores: z.object({ match: z.number(), spoof: z.number(), age: z.number(), reuse: z.number() }),
  /** The one neutral frame kept until this is decided (a JPEG data URL). */
  frame: z.string(),
  /** The profile photo the face matched best. */
  matchedPhotoUrl: z.string().nullable(),
  /** The profile photos the face was compared with (the first three), as staff see them: never the blurred cover. */
  photoUrls: z.array(z.string()),
  /** The other account a reused face was found on, and its name. */
  reusedBy: z.string().nullable(),
  reusedByName: z.string().nullable(),
  submittedAt: z.string(),
});
export type VerificationReview = z.infer<typeof VerificationReviewSchema>;
export const VerificationReviewsSchema = z.object({ reviews: z.array(VerificationReviewSchema) });

export const DecideVerificationSchema = z.strictObject({
  decision: z.enum(['approve', 'deny']),
  reason: z.string().trim().min(1).max(500),
});
export type DecideVerification = z.infer<typeof DecideVerificationSchema>;
export const VerificationDecisionSchema = z.object({ memberId: z.string(), status: z.enum(VERIFICATION_STATUSES) });
