import { ulid } from 'ulid';
import type { DecideVerification, VerificationReview, VerificationStatus } from '#shared/schemas/verification.ts';
import { PHOTOS_COMPARED } from '#shared/verification/judge.ts';
import { auditItem } from '../../db/moderation';
import { getProfile, type StoredPhoto } from '../../db/profiles';
import { getVerification, listVerificationReviews, saveVerification } from '../../db/verification';
import { AppError, notFound } from '../../lib/errors';
import { presentPhoto } from '../profile/present-profile';

/** The moderators' queue of verifications under review, with each one's evidence (decision 0071). */
export async function verificationReviews(): Promise<{ reviews: VerificationReview[] }> {
  const records = (await listVerificationReviews()).filter((record) => record.evidence);
  // A queue page is a few dozen at most, and staff-only: one read per member (and per other account of a
  // reused face, for its name), in parallel.
  const memberIds = [
    ...new Set(
      records.flatMap((record) => [record.memberId, ...(record.evidence!.reusedBy ? [record.evidence!.reusedBy] : [])]),
    ),
  ];
  const profiles = new Map(
    await Promise.all(memberIds.map(async (memberId) => [memberId, await getProfile(memberId)] as const)),
  );
  // Staff judge the real picture: a photo published blurred is shown as it is here.
  const staffUrl = (photo: StoredPhoto) => presentPhoto(photo, true).url;
  return {
    reviews: records.map((record) => {
      const evidence = record.evidence!;
      const profile = profiles.get(record.memberId);
      const photo = profile?.photos?.find((p) => p.id === evidence.matchedPhotoId);
      return {
        memberId: record.memberId,
        fullName: profile?.fullName ?? '',
        declaredAge: evidence.scores.declaredAge,
        reasons: evidence.reasons,
        scores: {
          match: evidence.scores.match,
          spoof: evidence.scores.spoof,
          age: evidence.scores.age,
          reuse: evidence.scores.reuse,
        },
        frame: evidence.frame,
        matchedPhotoUrl: photo ? staffUrl(photo) : null,
        photoUrls: (profile?.photos ?? []).slice(0, PHOTOS_COMPARED).map(staffUrl),
        reusedBy: evidence.reusedBy,
        reusedByName: evidence.reusedBy ? (profiles.get(evidence.reusedBy)?.fullName ?? '') : null,
        submittedAt: evidence.submittedAt,
      };
    }),
  };
}

/**
 * A moderator approves or denies a verification under review, with the audit row in the same transaction.
 * Either way the kept frame goes (the evidence is dropped from the item). Approving shows the badge and ends an
 * age hold; denying removes the face template, and keeps an age hold, since the moderator did not clear the age.
 */
export async function decideVerification(
  staff: { id: string; roles: readonly string[] },
  memberId: string,
  input: DecideVerification,
  now = new Date(),
): Promise<{ memberId: string; status: VerificationStatus }> {
  if (memberId === staff.id) throw new AppError('forbidden', 'You cannot act on your own account.');
  const [record, profile] = await Promise.all([getVerification(memberId), getProfile(memberId)]);
  if (!profile || record?.status !== 'review' || !record.evidence) throw notFound('Verification under review');
  const at = now.toISOString();
  const approve = input.decision === 'approve';
  const { evidence, ...kept } = record;
  const audit = auditItem(
    {
      auditId: ulid(now.getTime()),
      at,
      actorId: staff.id,
      action: approve ? 'verification_approve' : 'verification_deny',
      targetMemberId: memberId,
      reason: input.reason,
      details: {
        reasons: evidence.reasons.join(','),
        match: evidence.scores.match,
        age: evidence.scores.age,
        reuse: evidence.scores.reuse,
      },
    },
    staff.roles,
  );
  const next = approve
    ? { ...kept, status: 'verified' as const, verifiedAt: at, lastFailure: null, updatedAt: at }
    : { memberId, status: 'unverified' as const, verifiedAt: null, lastFailure: null, updatedAt: at };
  await saveVerification(
    next,
    { verified: approve, ageHold: !approve && profile.verificationHold === true },
    record,
    { verified: profile.verified === true, ageHold: profile.verificationHold === true },
    [audit],
  );
  return { memberId, status: next.status };
}
