/** Words the staff console shows for stored values: statuses, actions, dates. */
import type { ProposalStatus } from '#shared/elite/rules.ts';
import { SCREEN_THRESHOLDS } from '#shared/moderation/media-screening.ts';
import { MODERATION_ACTION_LABELS, type ModerationAction } from '#shared/moderation/rules.ts';
import type {
  VERIFICATION_REVIEW_REASONS,
  VerificationReview,
  VerificationStatus,
} from '#shared/schemas/verification.ts';
import { VERIFY_RULES } from '#shared/verification/judge.ts';

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'No answer in time',
  withdrawn: 'Withdrawn',
  selected: 'Chosen',
  not_selected: 'Not chosen',
};

/** Green for yes, grey for over, amber while waiting. */
export const PROPOSAL_STATUS_TONES: Record<ProposalStatus, 'green' | 'amber' | 'grey' | 'red'> = {
  pending: 'amber',
  accepted: 'green',
  selected: 'green',
  declined: 'red',
  expired: 'grey',
  withdrawn: 'grey',
  not_selected: 'grey',
};

/** Audit rows name moderation actions, matchmaking ones ('propose_candidate') and verification decisions. */
const OTHER_AUDIT_LABELS: Record<string, string> = {
  propose_candidate: 'Proposed a candidate',
  verification_approve: 'Approved verification',
  verification_deny: 'Rejected verification',
};

export function auditActionLabel(action: string): string {
  if (action in MODERATION_ACTION_LABELS) return MODERATION_ACTION_LABELS[action as ModerationAction];
  return OTHER_AUDIT_LABELS[action] ?? action.replace(/_/g, ' ');
}

type ReviewReason = (typeof VERIFICATION_REVIEW_REASONS)[number];

/** Why a verification waits for a person (decision 0071), as the queue names it. */
export const REVIEW_REASON_LABELS: Record<ReviewReason, string> = {
  'borderline-match': 'Borderline face match',
  'borderline-liveness': 'Borderline liveness',
  age: 'Looks under 21',
  reuse: 'Face seen on another account',
};

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  unverified: 'Not verified',
  review: 'Verification waiting for a moderator',
  verified: 'Verified',
  lapsed: 'Verification lapsed',
};

export const VERIFICATION_STATUS_TONES: Record<VerificationStatus, 'green' | 'amber' | 'grey' | 'red'> = {
  unverified: 'grey',
  review: 'amber',
  verified: 'green',
  lapsed: 'grey',
};

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** One score of a review in plain words: what it measured, the value, and the thresholds it is read against. */
export type ScoreLine = { label: string; value: string; rule: string; flagged: boolean };

/**
 * The evidence's scores as a moderator reads them, with the rules of `VERIFY_RULES` beside each (decision 0071);
 * `flagged` marks the ones that sent the attempt to a person. Likeness to another account shows only for a reuse.
 */
export function verificationScoreLines(
  review: Pick<VerificationReview, 'scores' | 'reasons' | 'declaredAge'>,
): ScoreLine[] {
  const { scores, reasons } = review;
  const lines: ScoreLine[] = [
    {
      label: 'Face match with the profile photos',
      value: percent(scores.match),
      rule: `verified from ${percent(VERIFY_RULES.match)}, a person looks from ${percent(VERIFY_RULES.review)}`,
      flagged: reasons.includes('borderline-match'),
    },
    {
      label: 'Live person (anti-spoofing)',
      value: percent(scores.spoof),
      rule: `fails under ${percent(VERIFY_RULES.spoofFail)}, a person looks under ${percent(VERIFY_RULES.spoofReview)}`,
      flagged: reasons.includes('borderline-liveness'),
    },
    {
      label: 'Estimated age',
      value: `${Math.round(scores.age)}${review.declaredAge === null ? '' : ` (declared ${review.declaredAge})`}`,
      rule: `a person looks under ${VERIFY_RULES.challengeAge}`,
      flagged: reasons.includes('age'),
    },
  ];
  if (reasons.includes('reuse'))
    lines.push({
      label: 'Likeness to another account’s verified face',
      value: percent(scores.reuse),
      rule: `the same face from ${percent(VERIFY_RULES.reuse)}`,
      flagged: true,
    });
  return lines;
}

/** A held image's scores beside the screening rules (decision 0070): why it was not published. */
export function heldScoreLines(scores: { porn: number; hentai: number; sexy: number }): ScoreLine[] {
  const sexual = scores.porn + scores.hentai;
  return [
    {
      label: 'Explicit (porn + hentai)',
      value: percent(sexual),
      rule: `held from ${percent(SCREEN_THRESHOLDS.explicit)}, blurred from ${percent(SCREEN_THRESHOLDS.borderlineSexual)}`,
      flagged: sexual >= SCREEN_THRESHOLDS.explicit,
    },
    {
      label: 'Suggestive (sexy)',
      value: percent(scores.sexy),
      rule: `blurred from ${percent(SCREEN_THRESHOLDS.borderlineSexy)}`,
      flagged: scores.sexy >= SCREEN_THRESHOLDS.borderlineSexy,
    },
  ];
}

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
