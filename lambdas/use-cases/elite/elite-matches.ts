import { acceptedProposals } from '#shared/elite/rules.ts';
import { isBanned } from '#shared/moderation/rules.ts';
import type { EliteMatch, EliteMatches } from '#shared/schemas/elite.ts';
import { blockedEitherWay } from '../../db/blocks';
import { getIntroduction, listMyRequests, selectMatch, type EliteRequestRecord } from '../../db/elite';
import { getMatch, getProfilesByIds, matchCreationItems, matchIdFor } from '../../db/matches';
import type { ProfileRecord } from '../../db/profiles';
import { AppError, notFound } from '../../lib/errors';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { currentSubscription } from '../billing/member-subscription';
import { presentMemberCard } from '../profile/present-profile';
import { matchesRequest } from './elite-requests';

/**
 * marketing spec "States and transitions": Elite pages need an active, unexpired Elite entitlement; the server says so
 * with 403.
 */
async function requireElite(memberId: string, now: Date): Promise<void> {
  const { subscription } = await currentSubscription(memberId, now);
  if (subscription.tier !== 'elite')
    throw new AppError('elite_required', 'You need an active Elite subscription to view matches.');
}

/**
 * Candidates who accepted an introduction to the member (at most 3), with
 * the final choice. The chosen one's contact is read from their own answer,
 * and only once chosen: nothing else ever reveals it.
 */
export async function listEliteMatches(memberId: string, now = new Date()): Promise<EliteMatches> {
  const [, requests] = await Promise.all([requireElite(memberId, now), listMyRequests(memberId)]);
  return presentMatches(memberId, matchesRequest(requests));
}

async function presentMatches(memberId: string, request: EliteRequestRecord | undefined): Promise<EliteMatches> {
  if (!request) return { request: null, matches: [], selection: null };
  const accepted = acceptedProposals(request.proposals);
  const ids = accepted.map((proposal) => proposal.candidateId);
  const selection = request.selection;
  const [profiles, blocked, chosen] = await Promise.all([
    getProfilesByIds(ids),
    blockedEitherWay(memberId, ids),
    selection ? getIntroduction(selection.candidateId, request.requestId) : Promise.resolve(undefined),
  ]);
  const matches = accepted.flatMap((proposal): EliteMatch[] => {
    const profile = profiles.get(proposal.candidateId) as ProfileRecord | undefined;
    if (!profile || isBanned(profile) || blocked.has(proposal.candidateId)) return [];
    const isChosen = selection?.candidateId === proposal.candidateId;
    return [
      {
        id: proposal.candidateId,
        fullName: profile.fullName,
        age: profile.age,
        location: profile.location,
        profession: profile.profession,
        education: profile.education,
        bio: profile.bio,
        interests: (profile.interests ?? []).slice(0, 3),
        photo: presentMemberCard(proposal.candidateId, profile as unknown as Record<string, unknown>).photo,
        acceptedAt: proposal.answeredAt,
        state: selection ? (isChosen ? 'selected' : 'not_selected') : 'available',
        // Only the chosen candidate's own answer holds a contact, in the method they chose.
        contact: isChosen && chosen?.contact ? chosen.contact : null,
      },
    ];
  });
  return {
    request: { requestId: request.requestId, status: request.status, paidAt: request.paidAt },
    matches,
    selection: selection ? { requestId: request.requestId, ...selection } : null,
  };
}

/**
 * The member's final choice (marketing spec "States and transitions"): stored
 * in one transaction with the match it creates, so the two can chat. A second
 * choice is refused with 409, whoever it names.
 */
export async function chooseEliteMatch(memberId: string, candidateId: string, now = new Date()): Promise<EliteMatches> {
  await requireElite(memberId, now);
  for (let attempt = 0; attempt < 4; attempt++) {
    const request = matchesRequest(await listMyRequests(memberId));
    if (!request) throw notFound('Elite match');
    if (request.selection)
      throw new AppError('conflict', 'You have already chosen your Elite match. This choice is final.');
    if (!request.proposals.some((proposal) => proposal.candidateId === candidateId && proposal.status === 'accepted'))
      throw notFound('Elite match');
    // Counted once the choice is one that can be made: a refused request writes nothing.
    if (attempt === 0) await enforceRateLimit(memberId, 'eliteAnswer', now.getTime());
    const matchId = matchIdFor(memberId, candidateId);
    const matchItems = (await getMatch(matchId)) ? [] : matchCreationItems(memberId, candidateId, now);
    const outcome = await selectMatch(
      request,
      candidateId,
      { candidateId, selectedAt: now.toISOString(), matchId },
      matchItems,
      now,
    );
    switch (outcome) {
      case 'selected':
        return listEliteMatches(memberId, now);
      case 'alreadySelected':
        throw new AppError('conflict', 'You have already chosen your Elite match. This choice is final.');
      case 'notElite':
        throw new AppError('elite_required', 'You need an active Elite subscription to view matches.');
      case 'blocked':
      case 'notAccepted':
        throw notFound('Elite match');
      case 'stale':
        continue;
    }
  }
  throw new AppError('conflict', 'Your matches changed while this was saved. Please try again.');
}
