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

type Image = Record<string, unknown> | undefined;

export async function applyIntroductionChange(
  eventName: string | undefined,
  before: Image,
  after: Image,
  removedByTtl: boolean,
): Promise<void> {
  if (eventName === 'INSERT' && after) {
    const introduction = after as unknown as IntroductionRecord;
    await pushToMembers([introduction.candidateId], { type: 'introduction', requestId: introduction.requestId });
    return;
  }
  if (eventName === 'MODIFY' && before && after && before.status !== after.status) {
    const introduction = after as unknown as IntroductionRecord;
    if (introduction.status === 'accepted') {
      await pushToMembers([introduction.requesterId], {
        type: 'elite',
        event: 'ready',
        requestId: introduction.requestId,
      });
    } else if (introduction.status === 'selected') {
      await pushToMembers([introduction.candidateId], {
        type: 'elite',
        event: 'chosen',
        requestId: introduction.requestId,
      });
    } else if (introduction.status === 'not_selected') {
      await pushToMembers([introduction.candidateId], {
        type: 'elite',
        event: 'notChosen',
        requestId: introduction.requestId,
      });
    }
    return;
  }
  if (eventName === 'REMOVE' && removedByTtl && before?.status === 'pending') {
    const introduction = before as unknown as IntroductionRecord;
    for (let attempt = 0; attempt < 5; attempt++) {
      const request = await getEliteRequest(introduction.requesterId, introduction.requestId);
      if (!request) return;
      if ((await expireProposal(request, introduction.candidateId)) !== 'stale') return;
    }
    throw new Error(`Request ${introduction.requestId} kept changing; the stream will retry the expiry`);
  }
}
