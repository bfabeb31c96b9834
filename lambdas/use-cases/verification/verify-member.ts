import { randomInt, randomUUID } from 'node:crypto';
import { RATE_LIMITS, rateWindow } from '#shared/limits.ts';
import {
  VERIFICATION_POSES,
  type SubmitVerification,
  type VerificationChallenge,
  type VerificationFailure,
  type VerificationPose,
  type VerificationResult,
  type VerificationState,
} from '#shared/schemas/verification.ts';
import {
  bestPhotoMatch,
  cosine,
  judgeLiveness,
  PHOTOS_COMPARED,
  readAttempt,
  VERIFY_RULES,
  type FaceReading,
  type ReviewReason,
} from '#shared/verification/judge.ts';
import { getProfile } from '../../db/profiles';
import { countInWindow } from '../../db/rate-windows';
import {
  CHALLENGE_SECONDS,
  facesNear,
  getVerification,
  putChallenge,
  saveVerification,
  takeChallenge,
  type VerificationRecord,
} from '../../db/verification';
import { requireEnv } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';

/** The face models load on the first attempt a container judges, not at its cold start (decision 0071). */
async function readFaces(image: Buffer): Promise<FaceReading[]> {
  return (await import('../../media/face-reader')).readFaces(image);
}

/**
 * S3 only for an attempt: the status and challenge routes share this module and never read an object.
 * The submit route's entry loads S3 at its own cold start, as its first request needs it (decision 0084).
 */
async function readObject(bucket: string, key: string): Promise<Buffer> {
  return (await import('../../media/objects')).readObject(bucket, key);
}

async function attemptsLeft(memberId: string, nowMs: number): Promise<number> {
  const limit = RATE_LIMITS.verificationAttempt;
  const used = await countInWindow(memberId, 'verificationAttempt', rateWindow(limit, nowMs).start);
  return Math.max(0, limit.limit - used);
}

function stateOf(record: VerificationRecord | undefined, left: number): VerificationState {
  return {
    status: record?.status ?? 'unverified',
    verifiedAt: record?.status === 'verified' ? record.verifiedAt : null,
    attemptsLeft: left,
    lastFailure: record?.status === 'unverified' ? record.lastFailure : null,
  };
}

export async function getMyVerification(memberId: string, now = new Date()): Promise<VerificationState> {
  const [record, left] = await Promise.all([getVerification(memberId), attemptsLeft(memberId, now.getTime())]);
  return stateOf(record, left);
}

/**
 * A random sequence of 3 or 4 poses, repeats allowed but never one pose throughout: 102 sequences, so a
 * recording of an earlier attempt performs the wrong one (and attempts are five a day).
 */
export function randomPoses(pick: (max: number) => number = randomInt): VerificationPose[] {
  for (;;) {
    const length = 3 + pick(2);
    const poses = Array.from({ length }, () => VERIFICATION_POSES[pick(VERIFICATION_POSES.length)]!);
    if (new Set(poses).size > 1) return poses;
  }
}

export async function createChallenge(memberId: string, now = new Date()): Promise<VerificationChallenge> {
  if (!(await getProfile(memberId))) throw notFound('Profile');
  const expiresAt = Math.floor(now.getTime() / 1000) + CHALLENGE_SECONDS;
  const challenge = { challengeId: randomUUID(), poses: randomPoses(), expiresAt };
  await putChallenge(memberId, challenge, now);
  return {
    challengeId: challenge.challengeId,
    poses: challenge.poses,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

const MESSAGES: Record<VerificationFailure | 'verified' | 'review', string> = {
  verified: 'You are verified. Your badge now shows on your profile.',
  review: 'Thanks. A person on our team will look at your verification; we will let you know.',
  'no-face': 'We need exactly one face, clearly visible, in every frame. Find good light and try again.',
  liveness: 'We could not confirm that this was a live camera. Follow each step as it is asked, and try again.',
  'no-match': 'The face on camera does not match your profile photos. Your main photo must show you.',
  'no-photo': 'Add a photo of yourself to your profile first: verification compares you with it.',
  expired: 'That check took too long or was already used. Start again.',
};

async function profilePhotoFaces(photoKeys: string[]): Promise<FaceReading[][]> {
  const bucket = requireEnv('PHOTOS_BUCKET');
  const faces: FaceReading[][] = [];
  for (const key of photoKeys) faces.push(await readFaces(await readObject(bucket, key)));
  return faces;
}

/**
 * Judges an attempt (decision 0071): the challenge is taken (answered once), the frames are read by the
 * models and forgotten, and the outcome is stored with the profile's badge. Nothing of the frames is kept
 * unless a person must look, and then one neutral frame, until they decide.
 */
export async function submitVerification(
  memberId: string,
  input: SubmitVerification,
  now = new Date(),
): Promise<VerificationResult> {
  const nowMs = now.getTime();
  const [profile, previous] = await Promise.all([getProfile(memberId), getVerification(memberId)]);
  if (!profile) throw notFound('Profile');
  const at = now.toISOString();
  const finish = async (
    record: VerificationRecord,
    marks: { verified: boolean; ageHold: boolean },
    message: string,
  ): Promise<VerificationResult> => {
    await saveVerification(record, marks, previous, {
      verified: profile.verified === true,
      ageHold: profile.verificationHold === true,
    });
    return { ...stateOf(record, await attemptsLeft(memberId, nowMs)), message };
  };
  // A failure leaves an earned badge alone: only a new verification, a lapse or a moderator changes it.
  const fail = (failure: VerificationFailure, detail: string) => {
    logger.info('Verification failed', { failure, detail });
    if (previous?.status === 'verified' || previous?.status === 'review') {
      return attemptsLeft(memberId, nowMs).then((left) => ({
        ...stateOf(previous, left),
        message: MESSAGES[failure],
      }));
    }
    return finish(
      { memberId, status: 'unverified', verifiedAt: null, lastFailure: failure, updatedAt: at },
      { verified: false, ageHold: false },
      MESSAGES[failure],
    );
  };

  const challenge = await takeChallenge(memberId, input.challengeId, Math.floor(nowMs / 1000));
  if (!challenge) return fail('expired', 'no open challenge of that id');
  if (input.steps.length !== challenge.poses.length + 1) return fail('liveness', 'steps do not fit the challenge');
  const photos = (profile.photos ?? []).slice(0, PHOTOS_COMPARED);
  if (photos.length === 0) return fail('no-photo', 'no profile photo');

  const started = Date.now();
  const steps = await readAttempt(input.steps, readFaces);
  const liveness = judgeLiveness(challenge.poses, steps);
  if (!liveness.ok) return fail(liveness.failure, liveness.detail);

  const photoFaces = await profilePhotoFaces(photos.map((photo) => photo.key));
  const match = bestPhotoMatch(liveness.embedding, photoFaces);
  logger.info('Verification judged', {
    ms: Date.now() - started,
    frames: input.steps.reduce((sum, step) => sum + step.frames.length, 0),
    match: match.similarity,
    spoof: liveness.spoof,
    age: liveness.age,
  });
  if (match.similarity < VERIFY_RULES.review) return fail('no-match', `best photo similarity ${match.similarity}`);

  const near = await facesNear(liveness.embedding, memberId);
  const reuse = near.reduce(
    (best, other) => {
      const similarity = cosine(liveness.embedding, other.embedding);
      return similarity > best.similarity ? { memberId: other.memberId, similarity } : best;
    },
    { memberId: null as string | null, similarity: 0 },
  );

  const reasons: ReviewReason[] = [];
  if (match.similarity < VERIFY_RULES.match) reasons.push('borderline-match');
  if (liveness.spoofBorderline) reasons.push('borderline-liveness');
  if (reuse.similarity >= VERIFY_RULES.reuse) reasons.push('reuse');
  const ageReview = liveness.age < VERIFY_RULES.challengeAge;
  if (ageReview) reasons.push('age');

  const matchedPhotoId = photos[match.photoIndex]?.id ?? null;
  if (reasons.length === 0) {
    return finish(
      {
        memberId,
        status: 'verified',
        verifiedAt: at,
        lastFailure: null,
        updatedAt: at,
        embedding: liveness.embedding,
        matchedPhotoId,
      },
      { verified: true, ageHold: false },
      MESSAGES.verified,
    );
  }
  const frame = input.steps[0]!.frames[liveness.neutralFrame]!;
  return finish(
    {
      memberId,
      status: 'review',
      verifiedAt: null,
      lastFailure: null,
      updatedAt: at,
      embedding: liveness.embedding,
      matchedPhotoId,
      evidence: {
        reasons,
        scores: {
          match: match.similarity,
          spoof: liveness.spoof,
          age: liveness.age,
          declaredAge: profile.age ?? null,
          reuse: reuse.similarity,
        },
        frame,
        matchedPhotoId,
        reusedBy: reuse.similarity >= VERIFY_RULES.reuse ? reuse.memberId : null,
        submittedAt: at,
      },
    },
    // A face the model places under the challenge age is kept out of discovery until a moderator clears it.
    { verified: false, ageHold: ageReview },
    MESSAGES.review,
  );
}
