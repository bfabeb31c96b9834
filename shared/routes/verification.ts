/** Photo verification and age assurance (issue 27, decision 0071): free for every plan. */
import { MemberIdParamsSchema } from '../schemas/profile';
import {
  DecideVerificationSchema,
  SubmitVerificationSchema,
  VerificationDecisionSchema,
  VerificationReviewsSchema,
  VerificationChallengeSchema,
  VerificationResultSchema,
  VerificationStateSchema,
} from '../schemas/verification';
import type { HttpRoute } from './route-types';
import { TFJS_WASM_FILES } from './wasm-files';

/** The face models the verifying functions load (lambdas/media/face-reader.ts), copied beside their bundle. */
const FACE_MODEL_FILES = ['blazeface', 'facemesh', 'iris', 'faceres', 'antispoof', 'liveness'].flatMap((name) => [
  `node_modules/@vladmandic/human/models/${name}.json`,
  `node_modules/@vladmandic/human/models/${name}.bin`,
]);

export const VERIFICATION_ASSET_FILES = [...TFJS_WASM_FILES, ...FACE_MODEL_FILES];

export const VERIFICATION_ROUTES = {
  getMyVerification: {
    method: 'GET',
    path: '/me/verification',
    auth: 'member',
    handler: 'lambdas/http/get-my-verification.handler.ts',
    summary: 'Where my photo verification stands (unverified, review, verified, lapsed), and attempts left today.',
    response: VerificationStateSchema,
    table: 'read',
  },
  createVerificationChallenge: {
    method: 'POST',
    path: '/me/verification/challenge',
    auth: 'member',
    limit: 'verificationChallenge',
    handler: 'lambdas/http/create-verification-challenge.handler.ts',
    summary:
      'A new verification attempt: a random sequence of 3 or 4 poses after a neutral look, answerable once within three minutes; replaces any open one.',
    response: VerificationChallengeSchema,
  },
  submitVerification: {
    method: 'POST',
    path: '/me/verification',
    auth: 'member',
    limit: 'verificationAttempt',
    handler: 'lambdas/http/submit-verification.handler.ts',
    summary:
      "Judges an attempt's camera frames on the server: one live face performing the challenge's poses, matched with my profile photos, its age estimated, and checked against other accounts' verified faces. Verified, failed (with why), or sent to a moderator. Five attempts a day, every plan.",
    body: SubmitVerificationSchema,
    response: VerificationResultSchema,
    needs: ['photos'],
    nativeModules: ['sharp'],
    assetFiles: VERIFICATION_ASSET_FILES,
    timeoutSeconds: 28,
  },
  listVerificationReviews: {
    method: 'GET',
    path: '/staff/verifications',
    auth: 'member',
    roles: ['moderator'],
    handler: 'lambdas/http/list-verification-reviews.handler.ts',
    summary:
      'Verifications waiting for a person, oldest first, with the evidence: the reasons, the scores, the one neutral frame kept, the matched profile photo, and the other account a reused face was found on.',
    response: VerificationReviewsSchema,
    table: 'read',
    needs: ['mediaUrls'],
  },
  decideVerification: {
    method: 'POST',
    path: '/staff/verifications/{memberId}',
    auth: 'member',
    limit: 'staffAction',
    roles: ['moderator'],
    handler: 'lambdas/http/decide-verification.handler.ts',
    summary:
      "Approves (the badge shows, an age hold ends) or denies a verification under review, with a reason, in the audit log; the kept frame is deleted either way. Never on one's own account.",
    params: MemberIdParamsSchema,
    body: DecideVerificationSchema,
    response: VerificationDecisionSchema,
  },
} as const satisfies Record<string, HttpRoute>;
