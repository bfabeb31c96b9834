import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { VoiceRejectionReason } from '#shared/schemas/voice.ts';
import { dynamo } from '../lib/aws-clients';
import { correlated } from './correlation';
import { keys } from './keys';
import { getByKeys } from './batch-get';
import { tableName } from './table';
import { getLiveUpload, putPendingUpload, settlePendingUpload } from './pending-uploads';
import { failedConditions, putIfNew, putItem, writeWhileMemberExists } from './conditions';

export type VoiceRecord = {
  voiceId: string;
  memberId: string;
  audioKey: string;
  contentType: string;
  durationSeconds: number;
  topic: string;
  createdAt: string;
};

export type VoiceUploadRecord = {
  voiceId: string;
  status: 'pending' | 'ready' | 'rejected';
  reason?: VoiceRejectionReason;
  contentType: string;
  createdAt: string;
};

export function putPendingVoiceUpload(
  memberId: string,
  voiceId: string,
  contentType: string,
  now: Date,
): Promise<void> {
  return putPendingUpload(
    keys.voiceUpload(memberId, voiceId),
    { entity: 'voiceUpload', voiceId, contentType, createdAt: now.toISOString() },
    now,
  );
}

export function getVoiceUpload(
  memberId: string,
  voiceId: string,
  now = new Date(),
): Promise<VoiceUploadRecord | undefined> {
  return getLiveUpload<VoiceUploadRecord>(keys.voiceUpload(memberId, voiceId), now);
}

/** Settles a pending upload once; false when already settled (a retried S3 event). */
export function settleVoiceUpload(
  memberId: string,
  voiceId: string,
  outcome: { status: 'ready' } | { status: 'rejected'; reason: VoiceRejectionReason },
): Promise<boolean> {
  return settlePendingUpload(keys.voiceUpload(memberId, voiceId), outcome);
}

/**
 * Makes this the member's one introduction, replacing any earlier one, and
 * returns the one it replaced (whose audio the caller deletes), or
 * 'noProfile': a recording landing after its owner deleted the account
 * writes nothing.
 */
export async function putVoice(voice: VoiceRecord): Promise<{ replaced: VoiceRecord | undefined } | 'noProfile'> {
  const replaced = await getVoice(voice.memberId);
  try {
    await writeWhileMemberExists(voice.memberId, [
      putItem({ ...keys.voice(voice.memberId), entity: 'voice', ...voice, ...voiceFeedKey(voice) }),
    ]);
  } catch (error) {
    if (failedConditions(error)) return 'noProfile';
    throw error;
  }
  return { replaced };
}

export async function getVoice(memberId: string): Promise<VoiceRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.voice(memberId), ConsistentRead: true }),
  );
  return Item as VoiceRecord | undefined;
}

export async function deleteVoice(memberId: string): Promise<VoiceRecord | undefined> {
  const { Attributes } = await dynamo.send(
    new DeleteCommand({ TableName: tableName(), Key: keys.voice(memberId), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes as VoiceRecord | undefined;
}

export type VoiceFeedPage = { voices: VoiceRecord[]; next: Record<string, unknown> | null };

/** One page of the voice feed, newest first. */
export async function queryVoiceFeed(limit: number, startKey?: Record<string, unknown>): Promise<VoiceFeedPage> {
  const { Items = [], LastEvaluatedKey } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byFeed',
      KeyConditionExpression: 'feedPk = :feed',
      ExpressionAttributeValues: { ':feed': keys.voiceFeed().feedPk },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { voices: Items as VoiceRecord[], next: LastEvaluatedKey ?? null };
}

/** The byFeed key of a voice item, to resume the feed right after it. */
export const voiceFeedKey = (voice: VoiceRecord) => ({
  ...keys.voice(voice.memberId),
  ...keys.voiceFeed(),
  feedSk: `${voice.createdAt}#${voice.memberId}`,
});

/** Records my like or pass once per owner; false when I already reacted to them. */
export async function putVoiceReaction(
  memberId: string,
  ownerId: string,
  voiceId: string,
  isLike: boolean,
  now: Date,
): Promise<boolean> {
  return putIfNew({
    ...keys.voiceReaction(memberId, ownerId),
    entity: 'voiceReaction',
    memberId,
    ownerId,
    voiceId,
    isLike,
    createdAt: now.toISOString(),
    ...correlated(),
  });
}

/** Of these owners, whose introductions I have already liked or passed. */
export async function reactedTo(memberId: string, ownerIds: string[]): Promise<Set<string>> {
  const reactions = await getByKeys(
    [...new Set(ownerIds)].map((owner) => keys.voiceReaction(memberId, owner)),
    'ownerId',
  );
  return new Set(reactions.map((item) => String(item.ownerId)));
}
