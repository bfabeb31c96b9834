import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { VerificationFailure, VerificationPose, VerificationStatus } from '#shared/schemas/verification.ts';
import { faceBuckets } from '#shared/verification/face-hash.ts';
import type { ReviewReason } from '#shared/verification/judge.ts';
import { dynamo } from '../lib/aws-clients';
import { isConditionFailure, type TransactItem } from './conditions';
import { keys } from './keys';
import { tableName } from './table';

/** How long a challenge may be answered: long enough to perform it, too short to prepare a recording. */
export const CHALLENGE_SECONDS = 180;

export type ChallengeRecord = { challengeId: string; poses: VerificationPose[]; expiresAt: number };

/** Replaces the member's open challenge (one at a time); DynamoDB's TTL removes it, the reader checks the time. */
export async function putChallenge(memberId: string, challenge: ChallengeRecord, now: Date): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.verificationChallenge(memberId),
        entity: 'verificationChallenge',
        ...challenge,
        createdAt: now.toISOString(),
      },
    }),
  );
}

/**
 * Takes the open challenge if it is the one named: deleted in the same request, so one challenge is
 * answered once, even by two requests at the same time. Undefined if it is not there (expired, answered).
 */
export async function takeChallenge(
  memberId: string,
  challengeId: string,
  nowSeconds: number,
): Promise<ChallengeRecord | undefined> {
  try {
    const { Attributes } = await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.verificationChallenge(memberId),
        ConditionExpression: 'challengeId = :id AND expiresAt > :now',
        ExpressionAttributeValues: { ':id': challengeId, ':now': nowSeconds },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes as ChallengeRecord | undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The moderators' evidence for an attempt under review; deleted once they decide. */
export type VerificationEvidence = {
  reasons: ReviewReason[];
  scores: { match: number; spoof: number; age: number; declaredAge: number | null; reuse: number };
  /** One neutral frame, a JPEG data URL: the only frame ever kept, and only until decided. */
  frame: string;
  /** The profile photo the live face matched best (its id in the profile). */
  matchedPhotoId: string | null;
  /** The other account a reused face was found on. */
  reusedBy: string | null;
  submittedAt: string;
};

export type VerificationRecord = {
  memberId: string;
  status: VerificationStatus;
  verifiedAt: string | null;
  lastFailure: VerificationFailure | null;
  updatedAt: string;
  /**
   * The verified face's embedding (the description model's 1024 numbers): kept while the member is verified
   * or under review, to notice a main photo of another face (lapse) and the same face on another account
   * (reuse). Never exported as numbers; removed with the account.
   */
  embedding?: number[];
  /** The photo the verified face matched, to tell when the main photo changed. */
  matchedPhotoId?: string | null;
  evidence?: VerificationEvidence;
};

export async function getVerification(memberId: string): Promise<VerificationRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.verification(memberId), ConsistentRead: true }),
  );
  return Item as VerificationRecord | undefined;
}

const rounded = (embedding: readonly number[]) => embedding.map((value) => Math.round(value * 1e5) / 1e5);

function verificationItem(record: VerificationRecord, inQueue: boolean): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.verification(record.memberId),
        entity: 'verification',
        ...record,
        ...(record.embedding ? { embedding: rounded(record.embedding) } : {}),
        ...(inQueue
          ? {
              ...keys.verificationReviewQueue(),
              feedSk: `${record.evidence?.submittedAt ?? record.updatedAt}#${record.memberId}`,
            }
          : {}),
      },
    },
  };
}

/** The member's face in each hash table's bucket (decision 0071), pointing back at them for deletion. */
function faceIndexItems(memberId: string, embedding: readonly number[], at: string): TransactItem[] {
  return faceBuckets(embedding).map((bucket, table) => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.faceBucket(table, bucket, memberId),
        ...keys.facesOfMember(memberId),
        targetSk: `${table}#${bucket}`,
        entity: 'faceIndex',
        memberId,
        embedding: rounded(embedding),
        at,
      },
    },
  }));
}

function faceIndexDeletes(memberId: string, embedding: readonly number[]): TransactItem[] {
  return faceBuckets(embedding).map((bucket, table) => ({
    Delete: { TableName: tableName(), Key: keys.faceBucket(table, bucket, memberId) },
  }));
}

/** The profile's marks the presenters and discovery read: the badge, and a hold while a moderator checks age. */
function profileMarks(memberId: string, marks: { verified: boolean; ageHold: boolean }, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.profile(memberId),
      UpdateExpression: 'SET verified = :verified, verificationHold = :hold, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':verified': marks.verified,
        ':hold': marks.ageHold,
        ':at': at,
      },
    },
  };
}

/**
 * Stores an attempt's outcome, with the profile's marks and the face index, in one transaction: the badge,
 * the hold and the reuse index never disagree. `previous` is what was stored, so a face indexed before is
 * taken out of its buckets when it is no longer kept.
 */
export async function saveVerification(
  record: VerificationRecord,
  marks: { verified: boolean; ageHold: boolean },
  previous: VerificationRecord | undefined,
  marksBefore: { verified: boolean; ageHold: boolean },
  /** Written in the same transaction (a moderator's audit row). */
  alongside: TransactItem[] = [],
): Promise<void> {
  const items: TransactItem[] = [verificationItem(record, record.status === 'review'), ...alongside];
  // The profile is written only when a mark changes: every profile write re-indexes the member in discovery.
  if (marks.verified !== marksBefore.verified || marks.ageHold !== marksBefore.ageHold) {
    items.push(profileMarks(record.memberId, marks, record.updatedAt));
  }
  const indexed = (r: VerificationRecord | undefined) => (r?.status === 'verified' ? r.embedding : undefined);
  const before = indexed(previous);
  const after = indexed(record);
  if (before && (!after || before.join() !== after.join())) items.push(...faceIndexDeletes(record.memberId, before));
  if (after && (!before || before.join() !== after.join()))
    items.push(...faceIndexItems(record.memberId, after, record.updatedAt));
  await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
}

/** Verified faces sharing a bucket with this one, other members' only: one Query per hash table. */
export async function facesNear(
  embedding: readonly number[],
  exceptMemberId: string,
): Promise<Array<{ memberId: string; embedding: number[] }>> {
  const pages = await Promise.all(
    faceBuckets(embedding).map((bucket, table) =>
      dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.faceBucketPartition(table, bucket).pk },
          ProjectionExpression: 'memberId, embedding',
          // A bucket holds about 1/64 of verified members; the closest are what matter, and a page is enough here.
          Limit: 500,
        }),
      ),
    ),
  );
  const found = new Map<string, number[]>();
  for (const page of pages) {
    for (const item of page.Items ?? []) {
      const memberId = String(item.memberId);
      if (memberId !== exceptMemberId) found.set(memberId, item.embedding as number[]);
    }
  }
  return [...found].map(([memberId, embedding]) => ({ memberId, embedding }));
}

/** Verifications waiting for a moderator, oldest first. */
export async function listVerificationReviews(limit = 50): Promise<VerificationRecord[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byFeed',
      KeyConditionExpression: 'feedPk = :feed',
      ExpressionAttributeValues: { ':feed': keys.verificationReviewQueue().feedPk },
      Limit: limit,
    }),
  );
  return (Items ?? []) as VerificationRecord[];
}
