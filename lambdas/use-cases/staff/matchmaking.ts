/**
 * The matchmaker's side of the staff console (decision 0022): the
 * queue of paid requests, one request with its candidates, a search by the
 * request's criteria, and proposing a candidate (audited).
 */
import { ulid } from 'ulid';
import * as z from 'zod';
import { cellsToQuery, NO_LOCATION_CELL, type CellPrecision } from '#shared/discovery-rules.ts';
import {
  canPropose,
  criteriaSetBy,
  genderWanted,
  INTRODUCTION_ANSWER_MS,
  measureCandidate,
  proposalCounts,
  proposalStatusAt,
  type Criterion,
  type RequestCriteria,
} from '#shared/elite/rules.ts';
import { haversineKm } from '#shared/geo.ts';
import { isSuspendedAt } from '#shared/moderation/rules.ts';
import type { EliteRequestForm } from '#shared/schemas/elite.ts';
import type { CandidateSearch, EliteQueue, ProposeCandidate, StaffEliteRequest } from '#shared/schemas/staff.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { blockedEitherWay } from '../../db/blocks';
import { cellPartitionKey, queryCell, type CellEntry } from '../../db/discovery-index';
import {
  getEliteRequest,
  proposeCandidate as writeProposal,
  queryEliteQueue,
  type EliteRequestRecord,
} from '../../db/elite';
import { getMatch, getProfilesByIds, matchedAmong, matchIdFor } from '../../db/matches';
import { auditItem } from '../../db/moderation';
import { getProfile } from '../../db/profiles';
import { isStartKeyOf } from '../../db/keys';
import { AppError, notFound } from '../../lib/errors';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { getMyPreferences } from '../profile/preferences';
import { positionOf, presentPublicProfile } from '../profile/present-profile';
import { decodeKey, encodeKey } from './cursor';
import { memberRow } from './member-row';

const QUEUE_PAGE = 25;

export async function listEliteQueue(cursor: string | undefined, now = new Date()): Promise<EliteQueue> {
  const start = decodeKey(cursor, ['pk', 'sk', 'feedPk', 'feedSk'], isStartKeyOf.eliteQueue);
  const page = await queryEliteQueue(QUEUE_PAGE, start);
  const profiles = await getProfilesByIds(page.requests.map((request) => request.memberId));
  return {
    requests: page.requests.map((request) => ({
      requestId: request.requestId,
      member: memberRow(request.memberId, profiles.get(request.memberId)),
      paidAt: request.paidAt ?? request.createdAt,
      counts: proposalCounts(request.proposals, now),
      needsCandidates: canPropose(request, now),
    })),
    cursor: encodeKey(page.next),
  };
}

/** The criteria a search reads: the form's, with who they want to meet from the form or else their discovery preferences. */
function criteriaOf(form: EliteRequestForm, genderPreference: readonly string[]): RequestCriteria {
  return {
    preferredAge: form.preferredAge,
    preferredHeight: form.preferredHeight,
    smokingPreference: form.smokingPreference,
    drinkingPreference: form.drinkingPreference,
    religiousPreference: form.religiousPreference,
    politicalPreference: form.politicalPreference,
    relationshipGoal: form.relationshipGoal,
    childrenPreference: form.childrenPreference,
    wantsChildrenPreference: form.wantsChildrenPreference,
    preferredEducation: form.preferredEducation,
    genderPreference: genderWanted(form.wantToMeet, genderPreference),
  };
}

async function paidRequest(memberId: string, requestId: string): Promise<EliteRequestRecord> {
  const request = await getEliteRequest(memberId, requestId);
  // Unpaid forms are the member's own business until they pay.
  if (!request || request.status === 'awaiting_payment') throw notFound('Elite request');
  return request;
}

export async function getEliteRequestForStaff(
  memberId: string,
  requestId: string,
  now = new Date(),
): Promise<StaffEliteRequest> {
  const request = await paidRequest(memberId, requestId);
  const [member, { preferences }, candidates] = await Promise.all([
    getProfile(memberId),
    getMyPreferences(memberId),
    getProfilesByIds(request.proposals.map((proposal) => proposal.candidateId)),
  ]);
  if (!member) throw notFound('Member');
  return {
    requestId,
    status: request.status,
    createdAt: request.createdAt,
    paidAt: request.paidAt,
    form: request.form,
    member: presentPublicProfile(member, null),
    memberHasLocation: positionOf(member) !== null,
    proposals: request.proposals.map((proposal) => ({
      candidate: memberRow(proposal.candidateId, candidates.get(proposal.candidateId)),
      status: proposalStatusAt(proposal, now),
      proposedAt: proposal.proposedAt,
      answerBy: proposal.answerBy,
      answeredAt: proposal.answeredAt,
      proposedBy: proposal.proposedBy,
      note: proposal.note ?? '',
    })),
    canPropose: canPropose(request, now),
    criteria: criteriaSetBy(criteriaOf(request.form, preferences.genderPreference)),
    selection: request.selection,
  };
}

/** Entries read per cell and page: a page is at most 9 Query calls, like a discovery page. */
const SEARCH_PER_CELL = 40;
const SEARCH_RESULTS = 20;

const AfterKeySchema = z.strictObject({
  pk: z.string().max(200),
  sk: z.string().max(200),
  cellPk: z.string().max(200),
  cellSk: z.string().max(200),
});
const SearchCursorSchema = z.strictObject({
  precision: z.union([z.literal(4), z.literal(3), z.literal(2), z.literal(NO_LOCATION_CELL)]),
  cells: z
    .record(z.string().max(20), z.union([z.literal('done'), z.object({ after: AfterKeySchema.nullable() })]))
    .refine((cells) => Object.keys(cells).length <= 9),
});
type SearchCursor = z.infer<typeof SearchCursorSchema>;

function decodeSearchCursor(raw: string | undefined): SearchCursor | undefined {
  if (!raw) return undefined;
  try {
    return SearchCursorSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('validation_failed', 'The cursor is not one this API issued', [
      { path: 'cursor', message: 'Invalid' },
    ]);
  }
}

/**
 * Candidates for a request: the discovery index around the member (their
 * cell and its neighbours at the precision that covers the band, so at most
 * 9 Query calls a page), filtered by distance and by every criterion the
 * request sets that the matchmaker did not relax. Never the member, the
 * matchmaker, anyone suspended, blocked either way, already matched with the
 * member or already proposed for this request. Best fits first, then nearest.
 */
export async function searchEliteCandidates(
  staffId: string,
  memberId: string,
  requestId: string,
  query: { bandKm: number; relax: Criterion[]; cursor?: string },
  now = new Date(),
): Promise<CandidateSearch> {
  await enforceRateLimit(staffId, 'candidateSearch', now.getTime());
  const request = await paidRequest(memberId, requestId);
  const [member, { preferences }] = await Promise.all([getProfile(memberId), getMyPreferences(memberId)]);
  if (!member) throw notFound('Member');
  const position = positionOf(member);
  const plan = position
    ? cellsToQuery(position, query.bandKm)
    : { precision: NO_LOCATION_CELL, cells: [NO_LOCATION_CELL] };
  const previous = decodeSearchCursor(query.cursor);
  const cursor: SearchCursor =
    previous && previous.precision === plan.precision
      ? previous
      : {
          precision: plan.precision as SearchCursor['precision'],
          cells: Object.fromEntries(plan.cells.map((cell) => [cell, { after: null }])),
        };
  const open = plan.cells.filter((cell) => cursor.cells[cell] && cursor.cells[cell] !== 'done');

  const pages = await Promise.all(
    open.map(async (cell) => {
      const place = cursor.cells[cell] as { after: z.infer<typeof AfterKeySchema> | null };
      if (place.after && place.after.cellPk !== cellPartitionKey(cursor.precision as CellPrecision | 'none', cell)) {
        throw new AppError('validation_failed', 'The cursor is not one this API issued', [
          { path: 'cursor', message: 'Invalid' },
        ]);
      }
      // '0' is below every place's random hex point: the whole cell, in its order.
      const page = await queryCell(
        cursor.precision as CellPrecision | 'none',
        cell,
        'from',
        '0',
        SEARCH_PER_CELL,
        place.after ?? undefined,
      );
      cursor.cells[cell] = page.next ? { after: AfterKeySchema.parse(pickKey(page.next)) } : 'done';
      return page.entries;
    }),
  );

  const criteria = criteriaOf(request.form, preferences.genderPreference);
  const relaxed = new Set(query.relax);
  const apply = new Set(criteriaSetBy(criteria).filter((criterion) => !relaxed.has(criterion)));
  const proposed = new Set(request.proposals.map((proposal) => proposal.candidateId));
  const seen = new Set<string>();
  const fitting: { entry: CellEntry; report: ReturnType<typeof measureCandidate>; distanceKm: number }[] = [];
  for (const entry of pages.flat()) {
    if (seen.has(entry.memberId)) continue;
    seen.add(entry.memberId);
    if (entry.memberId === memberId || entry.memberId === staffId || proposed.has(entry.memberId)) continue;
    if (isSuspendedAt(entry as never, now)) continue;
    const distanceKm =
      position && entry.latitude !== null && entry.longitude !== null
        ? haversineKm(position, { latitude: entry.latitude, longitude: entry.longitude })
        : Infinity;
    if (position && distanceKm > query.bandKm) continue;
    const report = measureCandidate(criteria, { ...entry, education: entry.education ?? '' }, apply);
    if (report.fits) fitting.push({ entry, report, distanceKm });
  }
  const ids = fitting.map(({ entry }) => entry.memberId);
  const [blocked, matched] = await Promise.all([blockedEitherWay(memberId, ids), matchedAmong(memberId, ids)]);
  const results = fitting
    .filter(({ entry }) => !blocked.has(entry.memberId) && !matched.has(entry.memberId))
    .sort(
      (a, b) =>
        b.report.met.length - a.report.met.length ||
        a.report.unknown.length - b.report.unknown.length ||
        a.distanceKm - b.distanceKm,
    )
    .slice(0, SEARCH_RESULTS);
  const exhausted = plan.cells.every((cell) => cursor.cells[cell] === 'done' || !cursor.cells[cell]);
  return {
    candidates: results.map(({ entry, report }) => ({
      profile: presentPublicProfile(
        { ...entry, id: entry.memberId, isLocationEnabled: entry.latitude !== null } as never,
        position,
      ),
      met: report.met,
      missed: report.missed,
      unknown: report.unknown,
    })),
    around: position ? 'member' : 'noLocation',
    applied: [...apply],
    cursor: exhausted ? null : Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url'),
  };
}

const pickKey = (key: Record<string, unknown>) => ({
  pk: String(key.pk),
  sk: String(key.sk),
  cellPk: String(key.cellPk),
  cellSk: String(key.cellSk),
});

/**
 * Asks a candidate whether they accept an introduction to the member: the
 * proposal joins the request (at most three waiting or accepted at a time),
 * the question goes to the candidate (the stream tells them live), and the
 * audit log records who proposed whom, in one transaction.
 */
export async function proposeEliteCandidate(
  staff: { id: string; roles: readonly StaffRole[] },
  memberId: string,
  requestId: string,
  input: ProposeCandidate,
  now = new Date(),
): Promise<StaffEliteRequest> {
  const candidateId = input.candidateId;
  const note = (input.note ?? '').trim();
  if (candidateId === memberId)
    throw new AppError('validation_failed', 'A member cannot be introduced to themselves', [
      { path: 'candidateId', message: 'Is the member' },
    ]);
  if (candidateId === staff.id)
    throw new AppError('validation_failed', 'You cannot propose yourself', [
      { path: 'candidateId', message: 'Is you' },
    ]);
  for (let attempt = 0; attempt < 4; attempt++) {
    const request = await paidRequest(memberId, requestId);
    if (request.status !== 'curating') throw new AppError('conflict', 'This request is no longer open.');
    if (request.proposals.some((proposal) => proposal.candidateId === candidateId))
      throw new AppError('conflict', 'This candidate was already proposed for this request.');
    if (!canPropose(request, now))
      throw new AppError('conflict', 'Three candidates are already waiting or accepted for this request.');
    if (await getMatch(matchIdFor(memberId, candidateId)))
      throw new AppError('conflict', 'These two are already matched.');
    const candidate = await getProfile(candidateId);
    if (!candidate) throw notFound('Candidate');
    const at = now.toISOString();
    const answerBy = new Date(now.getTime() + INTRODUCTION_ANSWER_MS).toISOString();
    const outcome = await writeProposal(
      request,
      { candidateId, proposedAt: at, answerBy, status: 'pending', answeredAt: null, proposedBy: staff.id, note },
      {
        requestId,
        requesterId: memberId,
        candidateId,
        status: 'pending',
        askedAt: at,
        answerBy,
        answeredAt: null,
        note,
        contact: null,
        matchId: null,
      },
      auditItem(
        {
          auditId: ulid(now.getTime()),
          at,
          actorId: staff.id,
          action: 'propose_candidate',
          targetMemberId: memberId,
          reason: note || 'Proposed for an Elite introduction',
          details: { requestId, candidateId },
        },
        staff.roles,
      ),
      now,
    );
    if (outcome === 'stale') continue;
    if (outcome === 'alreadyAsked')
      throw new AppError('conflict', 'This candidate was already asked about this request.');
    if (outcome === 'candidateUnavailable')
      throw new AppError('conflict', 'This member cannot be introduced now (incomplete, suspended, or blocked).');
    return getEliteRequestForStaff(memberId, requestId, now);
  }
  throw new AppError('conflict', 'The request changed while this was saved. Please try again.');
}
