/**
 * What the table stream does for Elite Match (decision 0022): a paid
 * purchase puts its request in the matchmakers' queue (and a refund takes it
 * out), and every change of a candidate's question tells the person it
 * concerns, live: the candidate when asked or chosen, the member when a
 * candidate accepts. A question nobody answered in time, deleted by TTL,
 * frees its place on the request.
 */
import {
  closeRequest,
  expireProposal,
  getEliteRequest,
  markRequestPaid,
  type IntroductionRecord,
} from '../../db/elite';
import type { PurchaseRecord } from '../../db/purchases';
import { logger } from '../../lib/logger';
import { pushToMembers } from '../../realtime/push';

/** The elite_match purchase completed: its request goes to the matchmakers (a purchase without one grants the tier only). */
export async function queuePaidRequest(purchase: PurchaseRecord): Promise<void> {
  if (!purchase.eliteRequestId) {
    logger.warn('Elite purchase names no request', { purchaseId: purchase.purchaseId, memberId: purchase.memberId });
    return;
  }
  const outcome = await markRequestPaid(
    purchase.memberId,
    purchase.eliteRequestId,
    purchase.purchaseId,
    purchase.completedAt ?? purchase.createdAt,
  );
  if (outcome === 'missing' || outcome === 'other') {
    // The request expired unpaid, or another payment already paid for it: the money still buys the period; support can requeue.
    logger.error('Paid Elite request could not be queued', {
      purchaseId: purchase.purchaseId,
      requestId: purchase.eliteRequestId,
      outcome,
    });
  }
}

export async function closeRefundedRequest(purchase: PurchaseRecord, now = new Date()): Promise<void> {
  if (purchase.eliteRequestId) await closeRequest(purchase.memberId, purchase.eliteRequestId, purchase.purchaseId, now);
}

/** A candidate was asked: their open tabs hear of it. */
export async function announceIntroduction(introduction: IntroductionRecord): Promise<void> {
  await pushToMembers([introduction.candidateId], { type: 'introduction', requestId: introduction.requestId });
}

/** A question was answered or decided: the member when a candidate accepts, the candidate when chosen or not. */
export async function announceIntroductionAnswer(before: IntroductionRecord, after: IntroductionRecord): Promise<void> {
  if (before.status === after.status) return;
  const { requestId } = after;
  if (after.status === 'accepted') {
    await pushToMembers([after.requesterId], { type: 'elite', event: 'ready', requestId });
  } else if (after.status === 'selected') {
    await pushToMembers([after.candidateId], { type: 'elite', event: 'chosen', requestId });
  } else if (after.status === 'not_selected') {
    await pushToMembers([after.candidateId], { type: 'elite', event: 'notChosen', requestId });
  }
}

/** A question nobody answered in time (deleted by TTL while pending) frees its place on the request. */
export async function expireUnansweredIntroduction(
  introduction: IntroductionRecord,
  removedByTtl: boolean,
): Promise<void> {
  if (!removedByTtl || introduction.status !== 'pending') return;
  for (let attempt = 0; attempt < 5; attempt++) {
    const request = await getEliteRequest(introduction.requesterId, introduction.requestId);
    if (!request) return;
    if ((await expireProposal(request, introduction.candidateId)) !== 'stale') return;
  }
  throw new Error(`Request ${introduction.requestId} kept changing; the stream will retry the expiry`);
}
