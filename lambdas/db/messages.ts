import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Message, MessageFlag } from '#shared/schemas/chat.ts';
import { dynamo } from '../lib/aws-clients';
import { correlated } from './correlation';
import { keys } from './keys';
import { deleteItems, queryAll } from './member-items';
import { tableName } from './table';
import { epochSeconds, failedConditions, isConditionFailure, type TransactItem } from './conditions';
import { notificationPut, type NotificationRecord } from './notifications';
import type { StoredQuote } from './matches';

/** A send marker outlives any client retry by far; after that the clientId may be reused. */
const SEND_MARKER_TTL_SECONDS = 24 * 3600;
const PREVIEW_LENGTH = 120;

export type StoreMessageInput = {
  matchId: string;
  senderId: string;
  recipientId: string;
  id: string;
  content: string;
  clientId: string;
  createdAt: string;
  /** What the send saw in it (message-signals.ts), stored on the item itself: no request more. */
  flags?: MessageFlag[];
  /** The recipient's bell entry for it, when it is news to them: stored in the same transaction. */
  notification?: NotificationRecord;
  /** A socket of the recipient's was open at the send: the stream then pushes the message to no device. */
  recipientOnline?: boolean;
  /**
   * With a notification: the send marker expires after this many seconds and is the unread-conversation
   * timer (its TTL removal may e-mail the recipient; decision 0080), so no timer item is written.
   */
  awayAfterSeconds?: number;
};

/** A send marker, as the stream sees it; `awayTimer` when its expiry is the unread-conversation timer (decision 0080). */
export type SendMarkerRecord = {
  matchId: string;
  senderId: string;
  messageId: string;
  recipientId?: string;
  awayTimer?: boolean;
};
export type StoreMessageResult =
  | { outcome: 'stored'; message: StoredMessage }
  | { outcome: 'duplicate'; message: StoredMessage | undefined }
  | { outcome: 'matchEnded' }
  | { outcome: 'suspended' };

/** A message as stored: an opening one (a like's comment) may quote a photo by its key (db/matches.ts). */
export type StoredMessage = Omit<Message, 'quote'> & { quote?: StoredQuote };

const toMessage = (item: Record<string, unknown>): StoredMessage => ({
  id: String(item.id),
  matchId: String(item.matchId),
  senderId: String(item.senderId),
  content: String(item.content),
  clientId: String(item.clientId),
  createdAt: String(item.createdAt),
  ...(item.quote ? { quote: item.quote as StoredQuote } : {}),
  ...(Array.isArray(item.flags) && item.flags.length > 0 ? { flags: item.flags as MessageFlag[] } : {}),
});

/** The match edge's bell bookkeeping (below): the store's, not data about the member (their data export). */
export const EDGE_BOOKKEEPING = ['bellIds', 'bellTracked'] as const;

/**
 * The recipient's edge also keeps the ids of the notifications its unread
 * messages made (`bellIds`, taken by the read that follows: no query of the
 * bell), and says so (`bellTracked`: the stream has nothing to mark).
 */
function edgeUpdate(memberId: string, otherId: string, message: StoreMessageInput, isRecipient: boolean) {
  const bell = isRecipient && message.notification ? message.notification.notificationId : undefined;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.matchEdge(memberId, otherId),
      // The sender's `sentCount` is the dashboard's "messages sent" for this match (decision 0080): counted
      // here, in the write the send makes anyway, it needs no counter write in the stream and leaves with the edge.
      // An edge written before decision 0080 leaves the byTarget index here (once): lists order edges themselves.
      UpdateExpression: `SET lastMessage = :preview, lastMessageId = :id, lastActivityAt = :at${isRecipient ? ', bellTracked = :true ADD unreadCount :one' : ' ADD sentCount :one'}${bell ? ', bellIds :bell' : ''} REMOVE targetPk, targetSk`,
      // An Update would otherwise create the edge of a match that has just ended; a live match has both.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':preview': {
          content: message.content.slice(0, PREVIEW_LENGTH),
          at: message.createdAt,
          senderId: message.senderId,
        },
        ':id': message.id,
        ':at': message.createdAt,
        ':one': 1,
        ...(isRecipient ? { ':true': true } : {}),
        ...(bell ? { ':bell': new Set([bell]) } : {}),
      },
    },
  };
}

/**
 * Stores a message in one transaction, which holds only while the match is
 * live: both members' edges must exist (an ended match has none, and a match
 * between the same two members is always the same id, so the edges are the
 * match's own condition), the sender's marker for this clientId must not (a
 * retried send stores nothing), and both edges get the preview, with the
 * recipient's unread count raised. When the recipient is not looking at the
 * conversation, their bell's notification (`notification`) is written in the
 * same transaction: stored with the message or not at all, so the stream reads
 * nothing to tell it. The sender's rate window is taken before, beside the
 * send's reads (send-message.ts): a transaction bills each item twice, a lone
 * update once (decision 0090).
 */
export async function storeMessage(input: StoreMessageInput): Promise<StoreMessageResult> {
  const table = tableName();
  const message: StoredMessage = {
    id: input.id,
    matchId: input.matchId,
    senderId: input.senderId,
    content: input.content,
    clientId: input.clientId,
    createdAt: input.createdAt,
    ...(input.flags?.length ? { flags: input.flags } : {}),
  };
  const awayTimer = Boolean(input.notification && input.awayAfterSeconds);
  const expiresAt = epochSeconds(input.createdAt) + (awayTimer ? input.awayAfterSeconds! : SEND_MARKER_TTL_SECONDS);
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.sendMarker(input.matchId, input.senderId, input.clientId),
          entity: 'sendMarker',
          messageId: input.id,
          expiresAt,
          // What the timer's expiry needs to e-mail the recipient, read from the item itself.
          ...(awayTimer
            ? { awayTimer: true, matchId: input.matchId, senderId: input.senderId, recipientId: input.recipientId }
            : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :nowSeconds',
        ExpressionAttributeValues: { ':nowSeconds': epochSeconds(Date.now()) },
      },
    },
    {
      Put: {
        TableName: table,
        // The recipient and whether the bell was told ride along for the stream (not part of the
        // message as served), so its effects read nothing.
        Item: {
          ...keys.message(input.matchId, input.id),
          entity: 'message',
          ...message,
          recipientId: input.recipientId,
          notified: Boolean(input.notification),
          // Counted on the sender's edge by this transaction: the stream counts nothing for it (decision 0080).
          sentCounted: true,
          ...(awayTimer ? { awayTimerOnMarker: true } : {}),
          ...(input.notification ? { recipientOnline: Boolean(input.recipientOnline) } : {}),
          // Its notification and away e-mail log under this request's id.
          ...correlated(),
        },
      },
    },
    edgeUpdate(input.senderId, input.recipientId, input, false),
    edgeUpdate(input.recipientId, input.senderId, input, true),
    // A suspended or banned member cannot message (decision 0023): one more item, not one more request.
    {
      ConditionCheck: {
        TableName: table,
        Key: keys.profile(input.senderId),
        ConditionExpression:
          'attribute_not_exists(bannedAt) AND (attribute_not_exists(suspendedUntil) OR suspendedUntil < :now)',
        ExpressionAttributeValues: { ':now': input.createdAt },
      },
    },
  ];
  if (input.notification) items.push(notificationPut(input.notification));
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
      return { outcome: 'stored', message };
    } catch (error) {
      const failed = failedConditions(error);
      if (failed?.includes(4)) return { outcome: 'suspended' };
      if (failed?.includes(2) || failed?.includes(3)) return { outcome: 'matchEnded' };
      if (failed?.includes(0))
        return { outcome: 'duplicate', message: await findSentMessage(input.matchId, input.senderId, input.clientId) };
      // Both members writing at the same instant touch the same two edges; DynamoDB cancels one transaction.
      if (isTransactionConflict(error) && attempt < 4) {
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
        continue;
      }
      throw error;
    }
  }
}

function isTransactionConflict(error: unknown): boolean {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return (
    (error as Error).name === 'TransactionConflictException' ||
    reasons.some((reason) => reason.Code === 'TransactionConflict')
  );
}

/** The message a clientId already produced, for answering a retried send. */
export async function findSentMessage(
  matchId: string,
  senderId: string,
  clientId: string,
): Promise<StoredMessage | undefined> {
  const { Item: marker } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.sendMarker(matchId, senderId, clientId), ConsistentRead: true }),
  );
  if (!marker) return undefined;
  return getMessage(matchId, String(marker.messageId));
}

export async function getMessage(matchId: string, messageId: string): Promise<StoredMessage | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.message(matchId, messageId), ConsistentRead: true }),
  );
  return Item ? toMessage(Item) : undefined;
}

export type MessagePageQuery = { after?: string; before?: string; limit: number };

/**
 * One page of a conversation, returned ascending. Reads are strongly
 * consistent so a catch-up right after a reconnect sees every stored message.
 */
export async function queryMessages(
  matchId: string,
  query: MessagePageQuery,
): Promise<{ messages: StoredMessage[]; hasMore: boolean }> {
  const prefix = keys.messagePrefix();
  const { pk } = keys.matchPartition(matchId);
  const condition = query.after
    ? {
        expression: 'pk = :pk AND sk BETWEEN :from AND :to',
        values: { ':from': `${prefix}${query.after}\u0000`, ':to': `${prefix}\uffff` },
        forward: true,
      }
    : query.before
      ? {
          expression: 'pk = :pk AND sk BETWEEN :from AND :to',
          values: { ':from': prefix, ':to': `${prefix}${query.before}` },
          forward: false,
        }
      : { expression: 'pk = :pk AND begins_with(sk, :prefix)', values: { ':prefix': prefix }, forward: false };
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      ConsistentRead: true,
      KeyConditionExpression: condition.expression,
      ExpressionAttributeValues: { ':pk': pk, ...condition.values },
      ScanIndexForward: condition.forward,
      // One more than asked tells whether another page exists without a second query (two for
      // `before`, whose inclusive range may return the cursor message itself).
      Limit: query.limit + (query.before ? 2 : 1),
    }),
  );
  // BETWEEN is inclusive: the `before` message itself is not part of the older page.
  const rows = Items.filter((item) => item.id !== query.before);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit).map(toMessage);
  return { messages: condition.forward ? page : page.reverse(), hasMore };
}

/** Sender and time of every message, oldest first: the input of the analytics. */
export async function listMessageTimeline(matchId: string): Promise<{ senderId: string; createdAt: string }[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.matchPartition(matchId).pk, ':prefix': keys.messagePrefix() },
    ProjectionExpression: 'senderId, createdAt',
  });
  return items.map((item) => ({ senderId: String(item.senderId), createdAt: String(item.createdAt) }));
}

/**
 * What is still unread when a reader has read up to `upTo`: how many of the
 * other member's messages come after it. One consistent Query from `upTo`
 * itself, so the same request proves `upTo` is a message of this match
 * (undefined when it is not).
 */
export async function unreadAfter(matchId: string, senderId: string, upTo: string): Promise<number | undefined> {
  let count = 0;
  let first = true;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        ConsistentRead: true,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ProjectionExpression: 'id, senderId',
        ExpressionAttributeValues: {
          ':pk': keys.matchPartition(matchId).pk,
          ':from': `${keys.messagePrefix()}${upTo}`,
          ':to': `${keys.messagePrefix()}\uffff`,
        },
        ExclusiveStartKey,
      }),
    );
    const items = page.Items ?? [];
    if (first && items[0]?.id !== upTo) return undefined;
    first = false;
    count += items.filter((item) => item.id !== upTo && item.senderId === senderId).length;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

export type MarkReadOutcome =
  | { outcome: 'moved'; bellIds: string[] }
  | { outcome: 'unchanged' }
  | { outcome: 'ended' }
  /** `upTo` is not the conversation's last message (or not one of its messages at all): count first. */
  | { outcome: 'notLatest' };

const bellIdsOf = (item: Record<string, unknown> | undefined): string[] =>
  item?.bellIds instanceof Set ? [...(item.bellIds as Set<string>)].map(String) : [];

/**
 * Moves the reader's marker forward (never back) and sets what is still
 * unread, taking the notification ids the edge kept (their bell entries are
 * read now): `moved`, or `unchanged` when the marker was already at or past
 * `upTo`, or `ended` when the match has (its edge is gone), told apart by the
 * refused update's own answer. Without `unreadCount`, `upTo` must be the
 * conversation's last message (the edge's `lastMessageId`, so nothing is
 * unread after it and it is a message of this match): one request, no count;
 * `notLatest` when it is not.
 */
export async function markRead(
  readerId: string,
  otherId: string,
  upTo: string,
  unreadCount?: number,
): Promise<MarkReadOutcome> {
  const latest = unreadCount === undefined;
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.matchEdge(readerId, otherId),
        UpdateExpression: 'SET readUpTo = :upTo, unreadCount = :unread REMOVE bellIds',
        ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(readUpTo) OR readUpTo < :upTo)${latest ? ' AND lastMessageId = :upTo' : ''}`,
        ExpressionAttributeValues: { ':upTo': upTo, ':unread': unreadCount ?? 0 },
        ReturnValues: 'ALL_OLD',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { outcome: 'moved', bellIds: bellIdsOf(Attributes) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The refused update's item comes as DynamoDB sent it (attribute values, not unmarshalled).
    const old = (error as { Item?: Record<string, { S?: string } | string> }).Item;
    if (!old) return { outcome: 'ended' };
    const marker = old.readUpTo;
    const readUpTo = typeof marker === 'string' ? marker : marker?.S;
    const alreadyRead = !latest || (readUpTo !== undefined && readUpTo >= upTo);
    return alreadyRead ? { outcome: 'unchanged' } : { outcome: 'notLatest' };
  }
}

/** Deletes everything left under a match once it has ended: messages and send markers. */
export async function deleteMatchPartition(matchId: string): Promise<{ deleted: number; sentBy: Map<string, number> }> {
  const items = await queryAll({
    TableName: tableName(),
    ConsistentRead: true,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.matchPartition(matchId).pk },
    ProjectionExpression: 'pk, sk, entity, senderId, sentCounted',
  });
  // The match item is normally gone already (its REMOVE triggers this); never delete a live one.
  const doomed = items.filter((item) => item.sk !== keys.match(matchId).sk);
  const deleted = await deleteItems(doomed as { pk: string; sk: string }[]);
  // Who sent how many of the deleted messages: their dashboards take them back. A message counted on its
  // sender's edge (decision 0080) left the count with the edge, which the match's end deleted.
  const sentBy = new Map<string, number>();
  for (const item of doomed)
    if (item.entity === 'message' && typeof item.senderId === 'string' && !item.sentCounted)
      sentBy.set(item.senderId, (sentBy.get(item.senderId) ?? 0) + 1);
  return { deleted, sentBy };
}

/** Every message one member sent in a match, oldest first (for their data export). */
export async function listMessagesSentBy(matchId: string, senderId: string): Promise<StoredMessage[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'senderId = :sender',
    ExpressionAttributeValues: {
      ':pk': keys.matchPartition(matchId).pk,
      ':prefix': keys.messagePrefix(),
      ':sender': senderId,
    },
  });
  return items.map(toMessage);
}
