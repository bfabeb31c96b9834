/**
 * Elite Match items (decision 0022): the member's request (its form,
 * status, the candidates proposed and the final choice, on one item), and
 * the question put to each candidate (in the candidate's partition, with
 * their answer and the contact they agree to share).
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Proposal, ProposalStatus, RequestStatus } from '#shared/elite/rules.ts';
import { UNPAID_REQUEST_TTL_SECONDS } from '#shared/elite/rules.ts';
import type { Contact, EliteRequestForm } from '#shared/schemas/elite.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { countAll } from './member-items';
import { getByKeys } from './batch-get';
import { tableName } from './table';
import {
  epochSeconds,
  failedConditions,
  isConditionFailure,
  IS_NEW,
  putItem,
  writeIfMemberExists,
  type TransactItem,
  updateIfConditionHolds,
} from './conditions';

export type StoredProposal = Proposal & { note: string };

export type EliteSelection = { candidateId: string; selectedAt: string; matchId: string };

export type EliteRequestRecord = {
  requestId: string;
  memberId: string;
  status: RequestStatus;
  form: EliteRequestForm;
  createdAt: string;
  paidAt: string | null;
  purchaseId: string | null;
  proposals: StoredProposal[];
  selection: EliteSelection | null;
  /** Bumped by every change: proposing, answering and choosing are conditional on it. */
  version: number;
};

export type IntroductionRecord = {
  requestId: string;
  requesterId: string;
  candidateId: string;
  status: ProposalStatus;
  askedAt: string;
  answerBy: string;
  answeredAt: string | null;
  note: string;
  contact: Contact | null;
  matchId: string | null;
};

const STORAGE = new Set(['pk', 'sk', 'entity', 'feedPk', 'feedSk', 'targetPk', 'targetSk', 'expiresAt']);
const strip = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !STORAGE.has(key)));

const toRequest = (item: Record<string, unknown>) =>
  ({
    paidAt: null,
    purchaseId: null,
    proposals: [],
    selection: null,
    version: 0,
    ...strip(item),
  }) as unknown as EliteRequestRecord;
const toIntroduction = (item: Record<string, unknown>) =>
  ({
    answeredAt: null,
    contact: null,
    matchId: null,
    note: '',
    ...strip(item),
  }) as unknown as IntroductionRecord;

const queueSk = (paidAt: string, requestId: string) => `${paidAt}#${requestId}`;

/** Stores a submitted form awaiting payment, for a member whose profile exists; false when it does not. */
export async function putUnpaidRequest(
  memberId: string,
  requestId: string,
  form: EliteRequestForm,
  now: Date,
): Promise<boolean> {
  const createdAt = now.toISOString();
  return writeIfMemberExists(memberId, [
    putItem(
      {
        ...keys.eliteRequest(memberId, requestId),
        entity: 'eliteRequest',
        requestId,
        memberId,
        status: 'awaiting_payment',
        form,
        createdAt,
        paidAt: null,
        purchaseId: null,
        proposals: [],
        version: 1,
        expiresAt: epochSeconds(createdAt) + UNPAID_REQUEST_TTL_SECONDS,
      },
      IS_NEW,
    ),
  ]);
}

export async function getEliteRequest(memberId: string, requestId: string): Promise<EliteRequestRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.eliteRequest(memberId, requestId), ConsistentRead: true }),
  );
  return Item ? toRequest(Item) : undefined;
}

/** The member's newest `limit` items under a key prefix, read consistently. */
async function newestInPartition(memberId: string, prefix: string, limit: number) {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      ConsistentRead: true,
      ScanIndexForward: false,
      Limit: limit,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':prefix': prefix },
    }),
  );
  return Items;
}

/** My requests, newest first (a member has a handful over the years). */
export async function listMyRequests(memberId: string, limit = 10): Promise<EliteRequestRecord[]> {
  return (await newestInPartition(memberId, keys.eliteRequestPrefix(), limit)).map(toRequest);
}

export async function getRequestsByKeys(
  refs: { memberId: string; requestId: string }[],
): Promise<Map<string, EliteRequestRecord>> {
  const unique = [...new Map(refs.map((ref) => [`${ref.memberId}|${ref.requestId}`, ref])).values()].slice(0, 100);
  if (unique.length === 0) return new Map();
  const found = await getByKeys(unique.map((ref) => keys.eliteRequest(ref.memberId, ref.requestId)));
  return new Map(found.map(toRequest).map((request) => [request.requestId, request]));
}

/**
 * The purchase that pays for a request completed: it joins the matchmakers'
 * queue (oldest payment first) and stops expiring. Idempotent: the same
 * purchase again changes nothing.
 */
export async function markRequestPaid(
  memberId: string,
  requestId: string,
  purchaseId: string,
  paidAt: string,
): Promise<'queued' | 'already' | 'missing' | 'other'> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.eliteRequest(memberId, requestId),
        UpdateExpression:
          'SET #status = :curating, purchaseId = :purchase, paidAt = :paidAt, feedPk = :feedPk, feedSk = :feedSk ADD version :one REMOVE expiresAt',
        ConditionExpression: 'attribute_exists(pk) AND #status = :awaiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':curating': 'curating',
          ':awaiting': 'awaiting_payment',
          ':purchase': purchaseId,
          ':paidAt': paidAt,
          ':one': 1,
          ':feedPk': keys.eliteQueue().feedPk,
          ':feedSk': queueSk(paidAt, requestId),
        },
      }),
    );
    return 'queued';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getEliteRequest(memberId, requestId);
    if (!current) return 'missing';
    return current.purchaseId === purchaseId ? 'already' : 'other';
  }
}

/** A refund ends an open request: it leaves the queue. A match already chosen stays chosen. */
export async function closeRequest(
  memberId: string,
  requestId: string,
  purchaseId: string,
  now: Date,
): Promise<boolean> {
  return updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.eliteRequest(memberId, requestId),
    UpdateExpression: 'SET #status = :closed, closedAt = :now ADD version :one REMOVE feedPk, feedSk',
    ConditionExpression: 'purchaseId = :purchase AND #status = :curating',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':closed': 'closed',
      ':curating': 'curating',
      ':purchase': purchaseId,
      ':now': now.toISOString(),
      ':one': 1,
    },
  });
}

export type QueuePage = { requests: EliteRequestRecord[]; next: Record<string, unknown> | null };

/** Open paid requests, oldest payment first. */
export async function queryEliteQueue(limit: number, startKey?: Record<string, unknown>): Promise<QueuePage> {
  const { Items = [], LastEvaluatedKey } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byFeed',
      KeyConditionExpression: 'feedPk = :f',
      ScanIndexForward: true,
      ExpressionAttributeValues: { ':f': keys.eliteQueue().feedPk },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { requests: Items.map(toRequest), next: LastEvaluatedKey ?? null };
}

/** The condition every change of a request carries: nobody changed it since it was read. */
function requestUnchanged(
  request: EliteRequestRecord,
  set: string,
  values: Record<string, unknown>,
  names: Record<string, string> = {},
  extraCondition = '',
) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.eliteRequest(request.memberId, request.requestId),
      UpdateExpression: `${set} ADD version :one`,
      ConditionExpression: `version = :version${extraCondition ? ` AND (${extraCondition})` : ''}`,
      ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
      ExpressionAttributeValues: { ...values, ':one': 1, ':version': request.version },
    },
  } satisfies TransactItem;
}

export const profileCheck = (memberId: string, condition: string, values: Record<string, unknown>): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.profile(memberId),
    ConditionExpression: condition,
    ExpressionAttributeValues: values,
  },
});
export const noBlock = (blockerId: string, blockedId: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.block(blockerId, blockedId),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export type ProposeOutcome = 'proposed' | 'stale' | 'candidateUnavailable' | 'alreadyAsked';

/**
 * Proposes a candidate: the proposal joins the request (if nobody changed it
 * since it was read, so two matchmakers cannot exceed three places), the
 * question is put to the candidate (once per request), and the audit row is
 * written, all or nothing. The candidate must be a complete profile, not
 * suspended or banned, and not blocked either way.
 */
export async function proposeCandidate(
  request: EliteRequestRecord,
  proposal: StoredProposal,
  introduction: IntroductionRecord,
  audit: TransactItem,
  now: Date,
): Promise<ProposeOutcome> {
  const nowIso = now.toISOString();
  const items: TransactItem[] = [
    requestUnchanged(
      request,
      'SET proposals = list_append(if_not_exists(proposals, :empty), :proposal)',
      {
        ':proposal': [proposal],
        ':empty': [],
        ':curating': 'curating',
      },
      { '#status': 'status' },
      '#status = :curating',
    ),
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.introduction(introduction.candidateId, introduction.requestId),
          entity: 'introduction',
          ...introduction,
          expiresAt: epochSeconds(introduction.answerBy),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    profileCheck(
      introduction.candidateId,
      'isProfileComplete = :yes AND attribute_not_exists(bannedAt) AND (attribute_not_exists(suspendedUntil) OR suspendedUntil < :now)',
      { ':yes': true, ':now': nowIso },
    ),
    noBlock(request.memberId, introduction.candidateId),
    noBlock(introduction.candidateId, request.memberId),
    audit,
  ];
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
    return 'proposed';
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    if (failed.includes(0)) return 'stale';
    if (failed.includes(1)) return 'alreadyAsked';
    return 'candidateUnavailable';
  }
}

export async function getIntroduction(candidateId: string, requestId: string): Promise<IntroductionRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.introduction(candidateId, requestId), ConsistentRead: true }),
  );
  return Item ? toIntroduction(Item) : undefined;
}

/** The questions put to me, newest request first. */
export async function listIntroductions(candidateId: string, limit = 50): Promise<IntroductionRecord[]> {
  return (await newestInPartition(candidateId, keys.introductionPrefix(), limit)).map(toIntroduction);
}

/** How many questions wait for my answer now (for GET /me). */
export async function countPendingIntroductions(candidateId: string, now: Date): Promise<number> {
  return countAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: '#status = :pending AND answerBy > :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pk': keys.member(candidateId).pk,
      ':prefix': keys.introductionPrefix(),
      ':pending': 'pending',
      ':now': now.toISOString(),
    },
  });
}

const proposalIndex = (request: EliteRequestRecord, candidateId: string) =>
  request.proposals.findIndex((proposal) => proposal.candidateId === candidateId);

export type AnswerOutcome = 'answered' | 'stale' | 'notPending' | 'requestClosed';

/**
 * A candidate's answer, on their question and on the request at once. The
 * question must still be pending and within its time; the request still
 * open and unchanged since it was read.
 */
export async function answerIntroduction(
  request: EliteRequestRecord,
  candidateId: string,
  answer: { status: 'accepted' | 'declined'; contact: Contact | null },
  now: Date,
): Promise<AnswerOutcome> {
  const index = proposalIndex(request, candidateId);
  if (index < 0) return 'notPending';
  const at = now.toISOString();
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.introduction(candidateId, request.requestId),
              UpdateExpression: 'SET #status = :answer, answeredAt = :at, contact = :contact REMOVE expiresAt',
              ConditionExpression: '#status = :pending AND answerBy > :at',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':answer': answer.status,
                ':at': at,
                ':contact': answer.contact,
                ':pending': 'pending',
              },
            },
          },
          requestUnchanged(
            request,
            `SET proposals[${index}].#status = :answer, proposals[${index}].answeredAt = :at`,
            {
              ':answer': answer.status,
              ':at': at,
              ':curating': 'curating',
              ':candidate': candidateId,
            },
            { '#status': 'status' },
            `#status = :curating AND proposals[${index}].candidateId = :candidate`,
          ),
        ],
      }),
    );
    return 'answered';
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    if (failed.includes(0)) return 'notPending';
    const current = await getEliteRequest(request.memberId, request.requestId);
    return current && current.status === 'curating' ? 'stale' : 'requestClosed';
  }
}

/** A question nobody answered in time (its TTL deletion): the proposal expires, freeing the place. */
export async function expireProposal(
  request: EliteRequestRecord,
  candidateId: string,
): Promise<'expired' | 'stale' | 'unchanged'> {
  const index = proposalIndex(request, candidateId);
  if (index < 0 || request.proposals[index]!.status !== 'pending') return 'unchanged';
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          requestUnchanged(
            request,
            `SET proposals[${index}].#status = :expired`,
            { ':expired': 'expired', ':pending': 'pending' },
            { '#status': 'status' },
            `proposals[${index}].#status = :pending`,
          ),
        ],
      }),
    );
    return 'expired';
  } catch (error) {
    if (failedConditions(error)) return 'stale';
    throw error;
  }
}

export type SelectOutcome = 'selected' | 'alreadySelected' | 'stale' | 'notAccepted' | 'notElite' | 'blocked';

/**
 * The member's final choice, in one transaction: the request records it
 * (only if it has none: the choice is final) and leaves the queue; the
 * chosen candidate's question becomes `selected`, the other accepted ones
 * `not_selected`, unanswered ones `withdrawn`; the member's Elite
 * entitlement must be active and neither may have blocked the other; and the
 * match is created (`matchItems`, empty when they are matched already).
 */
export async function selectMatch(
  request: EliteRequestRecord,
  candidateId: string,
  selection: EliteSelection,
  matchItems: TransactItem[],
  now: Date,
): Promise<SelectOutcome> {
  const at = now.toISOString();
  const nextStatus = (proposal: StoredProposal): ProposalStatus => {
    if (proposal.candidateId === candidateId) return 'selected';
    if (proposal.status === 'accepted') return 'not_selected';
    if (proposal.status === 'pending') return 'withdrawn';
    return proposal.status;
  };
  const proposals = request.proposals.map((proposal) => ({ ...proposal, status: nextStatus(proposal) }));
  const questions: TransactItem[] = request.proposals
    .filter((proposal) => proposal.status !== nextStatus(proposal))
    .map((proposal) => ({
      Update: {
        TableName: tableName(),
        Key: keys.introduction(proposal.candidateId, request.requestId),
        UpdateExpression: `SET #status = :next${proposal.candidateId === candidateId ? ', matchId = :matchId' : ''} REMOVE expiresAt`,
        ConditionExpression: '#status = :was',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':next': nextStatus(proposal),
          ':was': proposal.status,
          ...(proposal.candidateId === candidateId ? { ':matchId': selection.matchId } : {}),
        },
      },
    }));
  const items: TransactItem[] = [
    requestUnchanged(
      request,
      'SET selection = :selection, proposals = :proposals, #status = :matched, matchedAt = :at REMOVE feedPk, feedSk',
      {
        ':selection': selection,
        ':proposals': proposals,
        ':matched': 'matched',
        ':curating': 'curating',
        ':at': at,
      },
      { '#status': 'status' },
      'attribute_not_exists(selection) AND #status = :curating',
    ),
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.entitlement(request.memberId),
        ConditionExpression: 'elite.#status = :active AND elite.expiresAt > :at',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active', ':at': at },
      },
    },
    noBlock(request.memberId, candidateId),
    noBlock(candidateId, request.memberId),
    ...questions,
    ...matchItems,
  ];
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
    return 'selected';
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    if (failed.includes(1)) return 'notElite';
    if (failed.includes(2) || failed.includes(3)) return 'blocked';
    if (failed.includes(0)) {
      const current = await getEliteRequest(request.memberId, request.requestId);
      return current?.selection ? 'alreadySelected' : 'stale';
    }
    if (failed.some((index) => index >= 4 && index < 4 + questions.length)) return 'notAccepted';
    return 'stale';
  }
}
