import { ulid } from 'ulid';
import { acceptedProposals } from '#shared/elite/rules.ts';
import type { EliteRequestForm, MyEliteRequest } from '#shared/schemas/elite.ts';
import { listMyRequests, putUnpaidRequest, type EliteRequestRecord } from '../../db/elite';
import { AppError, notFound } from '../../lib/errors';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { requireGoodStanding } from '../moderation/standing';

/**
 * The request that matters now: one with the matchmakers, else the latest
 * paid one, else the latest form still awaiting payment (TTL deletes late,
 * so an expired one is skipped here too).
 */
export function currentRequest(
  requests: readonly EliteRequestRecord[],
  now = new Date(),
): EliteRequestRecord | undefined {
  const open = requests.find((request) => request.status === 'curating');
  if (open) return open;
  const paid = requests.find((request) => request.status === 'matched' || request.status === 'closed');
  if (paid) return paid;
  return requests.find(
    (request) =>
      request.status === 'awaiting_payment' && Date.parse(request.createdAt) > now.getTime() - 3 * 86_400_000,
  );
}

/** The request whose matches /elite-matches shows: with the matchmakers, or matched. */
export const matchesRequest = (requests: readonly EliteRequestRecord[]) =>
  requests.find((request) => request.status === 'curating' || request.status === 'matched');

/**
 * Stores the submitted form, awaiting payment (marketing spec "States and
 * transitions": "draft saved, a payment session is created"). The browser then
 * starts the elite_match checkout naming this request; its completion puts the
 * request in the matchmakers' queue. One open request at a time.
 */
export async function submitEliteRequest(
  memberId: string,
  form: EliteRequestForm,
  now = new Date(),
): Promise<{ requestId: string; status: 'awaiting_payment' }> {
  await requireGoodStanding(memberId, now);
  const requests = await listMyRequests(memberId);
  if (requests.some((request) => request.status === 'curating')) {
    throw new AppError(
      'conflict',
      'Your Elite Match request is already with our matchmakers. You can send a new one once you have chosen your match.',
    );
  }
  await enforceRateLimit(memberId, 'eliteRequest', now.getTime());
  const requestId = ulid(now.getTime());
  if (!(await putUnpaidRequest(memberId, requestId, form, now))) throw notFound('Profile');
  return { requestId, status: 'awaiting_payment' };
}

export async function getMyEliteRequest(memberId: string, now = new Date()): Promise<MyEliteRequest> {
  const request = currentRequest(await listMyRequests(memberId), now);
  if (!request) return { request: null };
  return {
    request: {
      requestId: request.requestId,
      status: request.status,
      createdAt: request.createdAt,
      paidAt: request.paidAt,
      matchesReady: acceptedProposals(request.proposals).length,
    },
  };
}
