import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoryRejectionReason } from '#shared/schemas/stories.ts';
import type { StoryMediaType } from '#shared/stories/rules.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { deleteItems, queryAll, queryUntil } from './member-items';
import { getByKeys } from './batch-get';
import { tableName } from './table';
import { getLiveUpload, putPendingUpload, settlePendingUpload } from './pending-uploads';
import { epochSeconds, failedConditions, isConditionFailure, updateIfConditionHolds } from './conditions';

/** Views outlive the story by a day: the story's REMOVE deletes them, this only backs that up. */
const VIEW_TTL_SECONDS = 2 * 86_400;

export type StoryRecord = {
  storyId: string;
  memberId: string;
  mediaType: StoryMediaType;
  mediaKey: string;
  posterKey: string | null;
  thumbKey: string;
  caption: string | null;
  durationSeconds: number | null;
  /** Screened borderline (decision 0070). */
  blurred?: boolean;
  /** An image story's AVIF and WebP copies beside `mediaKey` (decision 0076). */
  widths?: number[];
  createdAt: string;
  /** TTL, epoch seconds. */
  expiresAt: number;
  viewCount: number;
};

export type StoryUploadRecord = {
  storyId: string;
  status: 'pending' | 'ready' | 'rejected';
  reason?: StoryRejectionReason;
  mediaType: StoryMediaType;
  contentType: string;
  hasPoster: boolean;
  caption: string | null;
  createdAt: string;
};

export function putPendingStoryUpload(
  memberId: string,
  upload: Omit<StoryUploadRecord, 'status'>,
  now: Date,
): Promise<void> {
  return putPendingUpload(keys.storyUpload(memberId, upload.storyId), { entity: 'storyUpload', ...upload }, now);
}

export function getStoryUpload(
  memberId: string,
  storyId: string,
  now = new Date(),
): Promise<StoryUploadRecord | undefined> {
  return getLiveUpload<StoryUploadRecord>(keys.storyUpload(memberId, storyId), now);
}

/** Settles a pending upload once; false when it was already settled (a retried S3 event). */
export function rejectStoryUpload(memberId: string, storyId: string, reason: StoryRejectionReason): Promise<boolean> {
  return settlePendingUpload(keys.storyUpload(memberId, storyId), { status: 'rejected', reason });
}

/**
 * Takes a pending upload for one invocation to process, until `leaseUntil`
 * (epoch seconds). S3 delivers an event at least once, and a video story's
 * two parts each bring one, so several invocations can find the same upload
 * complete at once; only the one holding the claim does the work. A claim
 * left by an invocation that died lapses, and S3's retry takes it over.
 */
export async function claimStoryUpload(
  memberId: string,
  storyId: string,
  now: Date,
  leaseUntil: number,
): Promise<boolean> {
  return updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.storyUpload(memberId, storyId),
    UpdateExpression: 'SET claimedUntil = :until',
    ConditionExpression: '#status = :pending AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':until': leaseUntil, ':now': epochSeconds(now), ':pending': 'pending' },
  });
}

/** Gives a claim back after a failure, so S3's retry need not wait for the lease. */
export async function releaseStoryUpload(memberId: string, storyId: string): Promise<void> {
  await updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.storyUpload(memberId, storyId),
    UpdateExpression: 'REMOVE claimedUntil',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending' },
  });
}

export type PublishOutcome = 'published' | 'alreadySettled' | 'limitReached';

/**
 * The story and the settled upload in one transaction: the story exists
 * exactly when its upload says ready, whatever retries happen. It lives in
 * the owner's partition and, while it lasts, in its day's feed.
 */
export async function publishStory(
  story: StoryRecord,
  activeCount: number,
  maxActive: number,
): Promise<PublishOutcome> {
  if (activeCount >= maxActive) {
    return (await rejectStoryUpload(story.memberId, story.storyId, 'limit_reached'))
      ? 'limitReached'
      : 'alreadySettled';
  }
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.storyUpload(story.memberId, story.storyId),
              UpdateExpression: 'SET #status = :ready',
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':ready': 'ready', ':pending': 'pending' },
            },
          },
          { Put: storyPut(story) },
        ],
      }),
    );
    return 'published';
  } catch (error) {
    if (failedConditions(error)) return 'alreadySettled';
    throw error;
  }
}

/** The story item, in the owner's partition and its day's feed; written once. */
function storyPut(story: StoryRecord) {
  return {
    TableName: tableName(),
    Item: {
      ...keys.story(story.memberId, story.storyId),
      entity: 'story',
      ...story,
      ...keys.storyFeed(story.createdAt.slice(0, 10)),
      feedSk: `${story.createdAt}#${story.memberId}#${story.storyId}`,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
}

/**
 * What a story the screening held back needs to be published later (decision 0082): the story as it
 * would have been written, kept on the screening report. Its `createdAt` is when it was processed, so
 * a published held story keeps its place and its 24 hours.
 */
export type HeldStory = Omit<StoryRecord, 'expiresAt' | 'viewCount' | 'blurred' | 'widths'>;

/**
 * Writes a held story a moderator published. Its upload was settled (rejected) long ago, so only the
 * story itself is written; false when it exists already (a second publish).
 */
export async function putPublishedStory(story: StoryRecord): Promise<boolean> {
  try {
    await dynamo.send(new PutCommand(storyPut(story)));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const toStory = (item: Record<string, unknown>) => item as unknown as StoryRecord;

export async function getStory(memberId: string, storyId: string, now = new Date()): Promise<StoryRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.story(memberId, storyId), ConsistentRead: true }),
  );
  // TTL deletes late: an expired story is already gone for every reader.
  return Item && Number(Item.expiresAt) > epochSeconds(now) ? toStory(Item) : undefined;
}

/** My active stories, oldest first. */
export async function listMyStories(memberId: string, now = new Date()): Promise<StoryRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'expiresAt > :now',
    ExpressionAttributeValues: {
      ':pk': keys.member(memberId).pk,
      ':prefix': keys.storyPrefix(),
      ':now': epochSeconds(now),
    },
    ConsistentRead: true,
  });
  return items.map(toStory);
}

/**
 * Other members' active stories, newest first, at most `limit`: the feed
 * partitions of today and yesterday (UTC), read only from 24 hours ago on
 * (a key condition, so expired ones cost nothing), expiry filtered again.
 */
export async function listFeedStories(
  excludeMemberId: string,
  now: Date,
  lifetimeSeconds: number,
  limit: number,
): Promise<StoryRecord[]> {
  const since = new Date(now.getTime() - lifetimeSeconds * 1000).toISOString();
  const days = [now.toISOString().slice(0, 10), new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)];
  const found: StoryRecord[] = [];
  for (const day of [...new Set(days)]) {
    const items = await queryUntil(
      {
        TableName: tableName(),
        IndexName: 'byFeed',
        KeyConditionExpression: 'feedPk = :feed AND feedSk > :since',
        FilterExpression: 'expiresAt > :now AND memberId <> :me',
        ExpressionAttributeValues: {
          ':feed': keys.storyFeed(day).feedPk,
          ':since': since,
          ':now': epochSeconds(now),
          ':me': excludeMemberId,
        },
        ScanIndexForward: false,
        Limit: limit,
      },
      limit - found.length,
    );
    found.push(...items.map(toStory));
    if (found.length >= limit) break;
  }
  return found.slice(0, limit);
}

/** A moderator's reversal of the screening (decision 0073): the story shown blurred, or not. False when it is gone. */
export async function setStoryBlurred(memberId: string, storyId: string, blurred: boolean): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.story(memberId, storyId),
        UpdateExpression: blurred ? 'SET blurred = :true' : 'REMOVE blurred',
        ConditionExpression: 'attribute_exists(pk)',
        ...(blurred ? { ExpressionAttributeValues: { ':true': true } } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function deleteStory(memberId: string, storyId: string): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.story(memberId, storyId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export type ViewOutcome = 'recorded' | 'repeated' | 'unavailable';

/**
 * One view per viewer and story, counted once: the view is put only if
 * absent, and the story's counter moves in the same transaction, which also
 * requires the story to be live and neither member to have blocked the other.
 */
export async function recordStoryView(
  ownerId: string,
  storyId: string,
  viewerId: string,
  now: Date,
): Promise<ViewOutcome> {
  const table = tableName();
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: keys.story(ownerId, storyId),
              UpdateExpression: 'ADD viewCount :one',
              ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
              ExpressionAttributeValues: { ':one': 1, ':now': epochSeconds(now) },
            },
          },
          {
            ConditionCheck: {
              TableName: table,
              Key: keys.block(viewerId, ownerId),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            ConditionCheck: {
              TableName: table,
              Key: keys.block(ownerId, viewerId),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: table,
              Item: {
                ...keys.storyView(storyId, viewerId),
                entity: 'storyView',
                storyId,
                ownerId,
                viewerId,
                viewedAt: now.toISOString(),
                expiresAt: epochSeconds(now) + VIEW_TTL_SECONDS,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return 'recorded';
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    if (failed.includes(0) || failed.includes(1) || failed.includes(2)) return 'unavailable';
    return 'repeated';
  }
}

export type StoryViewRecord = { viewerId: string; viewedAt: string };

export async function listStoryViews(storyId: string): Promise<StoryViewRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.storyViews(storyId).pk },
    ConsistentRead: true,
  });
  return items.map((item) => ({ viewerId: String(item.viewerId), viewedAt: String(item.viewedAt) }));
}

/** Which of these stories `viewerId` has viewed: one BatchGet of exact keys (≤ 100 stories). */
export async function viewedByMember(storyIds: string[], viewerId: string): Promise<Set<string>> {
  const views = await getByKeys(
    storyIds.map((id) => keys.storyView(id, viewerId)),
    'storyId',
  );
  return new Set(views.map((item) => String(item.storyId)));
}

/** Deletes every view of a story (its REMOVE); returns how many. */
export async function deleteStoryViews(storyId: string): Promise<number> {
  const views = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ProjectionExpression: 'pk, sk',
    ExpressionAttributeValues: { ':pk': keys.storyViews(storyId).pk },
    ConsistentRead: true,
  });
  return deleteItems(views);
}
