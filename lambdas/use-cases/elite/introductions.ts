import { proposalStatusAt } from '#shared/elite/rules.ts';
import { isBanned } from '#shared/moderation/rules.ts';
import type { AnswerIntroduction, Introduction, IntroducedMember } from '#shared/schemas/elite.ts';
import type { ShareField } from '#shared/elite/request-form.ts';
import { blockedEitherWay } from '../../db/blocks';
import {
  answerIntroduction as writeAnswer,
  getEliteRequest,
  getIntroduction,
  getRequestsByKeys,
  listIntroductions as readIntroductions,
  type EliteRequestRecord,
  type IntroductionRecord,
} from '../../db/elite';
import { getProfilesByIds } from '../../db/matches';
import type { ProfileRecord } from '../../db/profiles';
import { AppError, notFound } from '../../lib/errors';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { requireGoodStanding } from '../moderation/standing';
import { presentMemberCard } from '../profile/present-profile';

/**
 * What a candidate sees of the Elite member: only the fields the member
 * agreed to show on their form; everything else is null. Read live, so a
 * member who changed or deleted their profile is shown as they are now.
 */
export function introducedMember(
  requesterId: string,
  profile: ProfileRecord,
  share: Record<ShareField, boolean>,
): IntroducedMember {
  const firstName = profile.fullName.trim().split(/\s+/)[0] ?? '';
  return {
    firstName: share.firstName && firstName ? firstName : null,
    age: share.age ? profile.age : null,
    location: share.location && profile.location ? profile.location : null,
    profession: share.profession && profile.profession ? profile.profession : null,
    education: share.education && profile.education ? profile.education : null,
    bio: share.bio && profile.bio ? profile.bio : null,
    photo: share.photo ? presentMemberCard(requesterId, profile as unknown as Record<string, unknown>).photo : null,
  };
}

function present(
  introduction: IntroductionRecord,
  request: EliteRequestRecord,
  requester: ProfileRecord,
  now: Date,
): Introduction {
  // A question whose request ended without an answer from me is no longer mine to answer.
  const status =
    request.status !== 'curating' && introduction.status === 'pending'
      ? 'withdrawn'
      : proposalStatusAt(introduction, now);
  return {
    requestId: introduction.requestId,
    status,
    askedAt: introduction.askedAt,
    answerBy: introduction.answerBy,
    answeredAt: introduction.answeredAt,
    note: introduction.note,
    member: introducedMember(request.memberId, requester, request.form.shareWithCandidates),
    myContact: introduction.contact,
    matchId: introduction.status === 'selected' ? introduction.matchId : null,
  };
}

const ORDER: Record<string, number> = { pending: 0, selected: 1, accepted: 2 };

/** The introductions I was asked to accept: waiting ones first, then the rest, newest first. */
export async function listIntroductions(
  memberId: string,
  now = new Date(),
): Promise<{ introductions: Introduction[] }> {
  const asked = await readIntroductions(memberId);
  const requesterIds = asked.map((introduction) => introduction.requesterId);
  const [requests, profiles, blocked] = await Promise.all([
    getRequestsByKeys(
      asked.map((introduction) => ({ memberId: introduction.requesterId, requestId: introduction.requestId })),
    ),
    getProfilesByIds(requesterIds),
    blockedEitherWay(memberId, requesterIds),
  ]);
  const introductions = asked.flatMap((introduction) => {
    const request = requests.get(introduction.requestId);
    const requester = profiles.get(introduction.requesterId) as ProfileRecord | undefined;
    if (!request || !requester || isBanned(requester) || blocked.has(introduction.requesterId)) return [];
    return [present(introduction, request, requester, now)];
  });
  introductions.sort((a, b) => (ORDER[a.status] ?? 3) - (ORDER[b.status] ?? 3) || b.askedAt.localeCompare(a.askedAt));
  return { introductions };
}

/**
 * Accept (with the contact I agree to share, shown only if the member
 * chooses me) or decline, within the answer time. The answer is written to
 * my question and the member's request in one transaction.
 */
export async function answerIntroduction(
  memberId: string,
  requestId: string,
  input: AnswerIntroduction,
  now = new Date(),
): Promise<Introduction> {
  await requireGoodStanding(memberId, now);
  const introduction = await getIntroduction(memberId, requestId);
  if (!introduction) throw notFound('Introduction');
  await enforceRateLimit(memberId, 'eliteAnswer', now.getTime());
  const answer =
    input.answer === 'accept'
      ? { status: 'accepted' as const, contact: input.contact }
      : { status: 'declined' as const, contact: null };
  for (let attempt = 0; attempt < 4; attempt++) {
    const request = await getEliteRequest(introduction.requesterId, requestId);
    if (!request) throw notFound('Introduction');
    const outcome = await writeAnswer(request, memberId, answer, now);
    if (outcome === 'stale') continue;
    if (outcome === 'requestClosed') throw new AppError('conflict', 'This introduction is no longer available.');
    if (outcome === 'notPending') {
      const current = await getIntroduction(memberId, requestId);
      const expired = current && proposalStatusAt(current, now) === 'expired';
      throw new AppError(
        'conflict',
        expired ? 'This introduction request has expired.' : 'You have already answered this introduction.',
      );
    }
    const [after, requester] = await Promise.all([
      getIntroduction(memberId, requestId),
      getProfilesByIds([request.memberId]),
    ]);
    const profile = requester.get(request.memberId) as ProfileRecord | undefined;
    if (!after || !profile) throw notFound('Introduction');
    return present(after, { ...request, status: 'curating' }, profile, now);
  }
  throw new AppError('conflict', 'This introduction changed while your answer was saved. Please try again.');
}
