import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationKind } from '#shared/schemas/notifications.ts';
import { dynamo } from '../lib/aws-clients';
import { correlated } from './correlation';
import { keys } from './keys';
import { countAll, deleteItems, queryAll, queryUntil } from './member-items';
import { tableName } from './table';
import { epochSeconds, isConditionFailure, updateIfConditionHolds, type TransactItem } from './conditions';
import { entitlementsFrom, type StoredEntitlements } from './entitlements';
import { notificationPreferencesFrom, type NotificationPreferences } from './email-preferences';

/** How long a notification stays in the bell (decision 0024): a month covers any absence worth catching up on. */
export const NOTIFICATION_TTL_SECONDS = 30 * 86_400;
/** The panel shows the newest ones; older ones still count as unread until read or expired. */
export const NOTIFICATION_PAGE = 50;

/** What the stream stores; the texts and links are made when it is read (present-notification.ts). */
export type NotificationRecord = {
  memberId: string;
  notificationId: string;
  kind: NotificationKind;
  createdAt: string;
  read: boolean;
  /** The member it is about (liker, match, sender): pending ones from them go when they are blocked or unmatched. */
  actorId?: string;
  matchId?: string;
  /** A message's first words. */
  preview?: string;
  /** A boost that ended: likes received while it lasted. */
  likes?: number;
  requestId?: string;
  noticeKind?: string;
  reason?: string;
  expiresAt: number;
};

/** What a notification about `actorId` needs to know before it is stored and shown. */
export type NotificationContext = {
  /** Either member blocked the other. */
  blocked: boolean;
  actorProfile: Record<string, unknown> | undefined;
  /** The recipient's entitlements, when asked for (a like's sender is shown only with Who Liked You). */
  entitlements?: StoredEntitlements;
  /** The two are matched (the recipient's edge exists), when asked for. */
  matched?: boolean;
  /** The recipient's notification settings and push-subscription mark, when asked for (decision 0075). */
  preferences?: NotificationPreferences;
};

/**
 * Everything `notify` reads about a pair in one strongly consistent BatchGet: both block items, the
 * actor's profile and, when asked, the recipient's entitlements, their match edge and their notification
 * preferences (three to six reads in one request).
 */
export async function readNotificationContext(
  memberId: string,
  actorId: string,
  options: { entitlements: boolean; matched?: boolean; preferences?: boolean },
): Promise<NotificationContext> {
  const table = tableName();
  const wanted = [
    keys.block(memberId, actorId),
    keys.block(actorId, memberId),
    keys.profile(actorId),
    ...(options.entitlements ? [keys.entitlement(memberId)] : []),
    ...(options.matched ? [keys.matchEdge(memberId, actorId)] : []),
    ...(options.preferences ? [keys.emailPreferences(memberId)] : []),
  ];
  const found: Record<string, unknown>[] = [];
  let pending: Record<string, unknown>[] | undefined = wanted;
  for (let attempt = 0; pending && pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error('DynamoDB kept notification reads unprocessed');
    const result = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
    );
    found.push(...(result.Responses?.[table] ?? []));
    pending = result.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
  }
  const itemAt = (key: { pk: string; sk: string }) => found.find((item) => item.pk === key.pk && item.sk === key.sk);
  return {
    blocked: Boolean(itemAt(wanted[0]!) ?? itemAt(wanted[1]!)),
    actorProfile: itemAt(wanted[2]!),
    ...(options.entitlements ? { entitlements: entitlementsFrom(itemAt(wanted[3]!)) } : {}),
    ...(options.matched ? { matched: Boolean(itemAt(keys.matchEdge(memberId, actorId))) } : {}),
    ...(options.preferences
      ? { preferences: notificationPreferencesFrom(itemAt(keys.emailPreferences(memberId))) }
      : {}),
  };
}

const notificationItem = (record: NotificationRecord) => ({
  ...keys.notification(record.memberId, record.notificationId),
  entity: 'notification',
  ...record,
});

/**
 * A notification written by the transaction of the event itself (a message:
 * db/messages.ts), which stores the event once; its id is the event's, so no
 * condition is needed.
 */
export const notificationPut = (record: NotificationRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: notificationItem(record) },
});

/** Stores a notification once: the same event (a retried stream record) finds it there and writes nothing. Says whether it was new. */
export async function putNotification(record: NotificationRecord): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: notificationItem(record),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const fromItem = ({ pk: _pk, sk: _sk, entity: _entity, ...rest }: Record<string, unknown>) =>
  rest as unknown as NotificationRecord;

/** Newest first, unexpired (TTL deletes late), read consistently so a just-written one is there. */
export async function listNotifications(memberId: string, limit = NOTIFICATION_PAGE): Promise<NotificationRecord[]> {
  const items = await queryUntil(
    {
      TableName: tableName(),
      ConsistentRead: true,
      ScanIndexForward: false,
      Limit: limit,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'expiresAt > :now',
      ExpressionAttributeValues: {
        ':pk': keys.member(memberId).pk,
        ':prefix': keys.notificationPrefix(),
        ':now': epochSeconds(Date.now()),
      },
    },
    limit,
  );
  return items.slice(0, limit).map(fromItem);
}

/**
 * The unread count, counted, never kept: a strongly consistent COUNT of my
 * unread, unexpired notifications. A counter item would drift from the list
 * while AWS's TTL lags (an expired notification no longer listed would still
 * be counted for up to days), and it could not be wrong by construction.
 */
export async function countUnread(memberId: string): Promise<number> {
  return countAll({
    TableName: tableName(),
    ConsistentRead: true,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: '#read = :false AND expiresAt > :now',
    ExpressionAttributeNames: { '#read': 'read' },
    ExpressionAttributeValues: {
      ':pk': keys.member(memberId).pk,
      ':prefix': keys.notificationPrefix(),
      ':false': false,
      ':now': epochSeconds(Date.now()),
    },
  });
}

/** Marks one read; 'missing' when it is not mine (or gone). Reading twice is not an error. */
export async function markNotificationRead(
  memberId: string,
  notificationId: string,
  now = new Date(),
): Promise<'read' | 'missing'> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.notification(memberId, notificationId),
        UpdateExpression: 'SET #read = :true, readAt = if_not_exists(readAt, :now)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':true': true, ':now': now.toISOString() },
      }),
    );
    return 'read';
  } catch (error) {
    if (isConditionFailure(error)) return 'missing';
    throw error;
  }
}

/**
 * Marks read every unread notification of mine that passes `filter` (all of
 * them without one): a Query of their ids, then one conditional update each
 * (one deleted meanwhile is skipped). Says how many changed.
 */
async function markUnreadRead(
  memberId: string,
  now: Date,
  filter?: { expression: string; values: Record<string, unknown> },
): Promise<number> {
  const unread = await queryAll({
    TableName: tableName(),
    ConsistentRead: true,
    ProjectionExpression: 'notificationId',
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: `#read = :false${filter ? ` AND ${filter.expression}` : ''}`,
    ExpressionAttributeNames: { '#read': 'read' },
    ExpressionAttributeValues: {
      ':pk': keys.member(memberId).pk,
      ':prefix': keys.notificationPrefix(),
      ':false': false,
      ...filter?.values,
    },
  });
  const results = await Promise.all(
    unread.map((item) => markNotificationRead(memberId, String(item.notificationId), now)),
  );
  return results.filter((result) => result === 'read').length;
}

export const markAllNotificationsRead = (memberId: string, now = new Date()): Promise<number> =>
  markUnreadRead(memberId, now);

/** My notifications about another member (or, with `kinds`, only those kinds), to remove after a block or unmatch. */
export async function deleteNotificationsAbout(
  memberId: string,
  actorId: string,
  kinds?: readonly NotificationKind[],
): Promise<number> {
  const items = await queryAll({
    TableName: tableName(),
    ConsistentRead: true,
    ProjectionExpression: 'pk, sk, kind',
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'actorId = :actor',
    ExpressionAttributeValues: {
      ':pk': keys.member(memberId).pk,
      ':prefix': keys.notificationPrefix(),
      ':actor': actorId,
    },
  });
  const doomed = kinds ? items.filter((item) => kinds.includes(item.kind as NotificationKind)) : items;
  return deleteItems(doomed);
}

/**
 * Claims the one email a notification may send: true for the first caller
 * only. `release` gives the claim back when the send failed, so the stream's
 * retry sends it.
 */
export async function claimNotificationEmail(
  memberId: string,
  notificationId: string,
  now = new Date(),
): Promise<boolean> {
  return updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.notification(memberId, notificationId),
    UpdateExpression: 'SET emailedAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(emailedAt)',
    ExpressionAttributeValues: { ':now': now.toISOString() },
  });
}

export async function releaseNotificationEmail(memberId: string, notificationId: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.notification(memberId, notificationId),
      UpdateExpression: 'REMOVE emailedAt',
    }),
  );
}

export type AwayTimer = { memberId: string; matchId: string; senderId: string; firstMessageId: string };

/**
 * Starts the 30-minute timer of an unread conversation, unless one runs: the
 * first unread message starts it, later ones do not push it back.
 */
export async function startAwayTimer(timer: AwayTimer, seconds: number, now = new Date()): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.awayTimer(timer.memberId, timer.matchId),
          entity: 'awayTimer',
          ...timer,
          startedAt: now.toISOString(),
          expiresAt: epochSeconds(now) + seconds,
          // The away e-mail its expiry sends logs under the id of the message that started it.
          ...correlated(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function deleteAwayTimer(memberId: string, matchId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.awayTimer(memberId, matchId) }));
}

export async function getAwayTimer(memberId: string, matchId: string): Promise<AwayTimer | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.awayTimer(memberId, matchId), ConsistentRead: true }),
  );
  return Item ? (Item as unknown as AwayTimer) : undefined;
}

/**
 * The one email of an unread stretch: marks the member's edge of the
 * conversation as emailed from `firstMessageId`, only while that message is
 * still unread and no earlier email is waiting to be read (so a member away
 * for a day gets one email per conversation, not one every half hour).
 * Answers the unread count to put in the email, or undefined: no email.
 */
export async function claimAwayEmail(
  memberId: string,
  otherId: string,
  firstMessageId: string,
): Promise<number | undefined> {
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.matchEdge(memberId, otherId),
        UpdateExpression: 'SET awayEmailFrom = :first',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(readUpTo) OR readUpTo < :first) ' +
          'AND (attribute_not_exists(awayEmailFrom) OR readUpTo >= awayEmailFrom)',
        ExpressionAttributeValues: { ':first': firstMessageId },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Number(Attributes?.unreadCount ?? 1);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Gives the claim back after a failed send, so the stream's retry can send it. */
export async function releaseAwayEmail(memberId: string, otherId: string): Promise<void> {
  await dynamo
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.matchEdge(memberId, otherId),
        UpdateExpression: 'REMOVE awayEmailFrom',
        ConditionExpression: 'attribute_exists(pk)',
      }),
    )
    .catch((error: Error) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** A conversation read: its message notifications are read too. Says how many changed. */
export const markMessageNotificationsRead = (memberId: string, matchId: string, now = new Date()): Promise<number> =>
  markUnreadRead(memberId, now, {
    expression: 'kind = :message AND matchId = :match',
    values: { ':message': 'message', ':match': matchId },
  });
