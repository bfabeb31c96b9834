import { createHash } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { getByKeys } from './batch-get';
import { queryAll } from './member-items';
import { tableName } from './table';
import { failedConditions } from './conditions';
import { correlated } from './correlation';
import type { MessageFlag } from '#shared/schemas/chat.ts';

/** The same id whichever member's like completes the match, which is what makes creation idempotent. */
export function matchIdFor(a: string, b: string): string {
  return createHash('sha256').update([a, b].sort().join('|')).digest('hex').slice(0, 32);
}

/** The match item: both members (sorted), and whose action completed the match. */
export type MatchRecord = {
  matchId: string;
  memberIds: string[];
  createdAt: string;
  /**
   * The member whose like (a swipe, a voice like) or Elite choice made the
   * match: the screen they acted on told them, so the push tells them nothing
   * new. Absent on matches made before it was recorded.
   */
  madeBy?: string;
  /**
   * Made in the transaction of `madeBy`'s like (recordSwipe), which also moved both members' counters
   * (decision 0075); absent on a match healed later, or chosen through Elite.
   */
  counted?: boolean;
};

export type MatchEdge = {
  matchId: string;
  memberId: string;
  otherMemberId: string;
  createdAt: string;
  lastActivityAt: string;
  lastMessage?: { content: string; at: string; senderId: string } | null;
  unreadCount?: number;
};

/** The quoted photo or prompt of an opening message, as stored: a key, not a URL (the reader presents it). */
export type StoredQuote =
  | { kind: 'photo'; photoId: string; thumbKey: string | null }
  | { kind: 'prompt'; promptId: string; answer: string | null };

/**
 * A like's comment, which becomes a first message of the conversation when the like makes a match
 * (issue 28): written with the match, in its transaction, so a match never exists without it.
 */
export type OpeningMessage = {
  id: string;
  senderId: string;
  recipientId: string;
  content: string;
  createdAt: string;
  quote?: StoredQuote;
  /** The comment's flags, stored on the message as a sent message's are (db/messages.ts). */
  flags?: MessageFlag[];
};

/** As long as a message's preview on the edges (db/messages.ts). */
const PREVIEW_LENGTH = 120;

function edgeItem(memberId: string, otherId: string, matchId: string, at: string, opening: OpeningMessage[] = []) {
  const last = opening.at(-1);
  return {
    // On no index (decision 0080): a message rewrites both edges, and an index copy doubled each write.
    ...keys.matchEdge(memberId, otherId),
    entity: 'matchEdge',
    matchId,
    memberId,
    otherMemberId: otherId,
    createdAt: at,
    lastActivityAt: last?.createdAt ?? at,
    unreadCount: opening.filter((message) => message.recipientId === memberId).length,
    ...(last
      ? {
          lastMessage: { content: last.content.slice(0, PREVIEW_LENGTH), at: last.createdAt, senderId: last.senderId },
          lastMessageId: last.id,
        }
      : {}),
  };
}

function openingMessageItem(matchId: string, message: OpeningMessage) {
  return {
    ...keys.message(matchId, message.id),
    entity: 'message',
    id: message.id,
    matchId,
    senderId: message.senderId,
    recipientId: message.recipientId,
    content: message.content,
    // No browser sent it: the like did. Unique per message, as a browser's would be.
    clientId: `like-${message.id}`,
    createdAt: message.createdAt,
    ...(message.quote ? { quote: message.quote } : {}),
    ...(message.flags?.length ? { flags: message.flags } : {}),
  };
}

/**
 * Creates the match and both members' edges in one transaction, guarded by
 * the match item not existing: two likes completing the same pair at the same
 * instant produce exactly one match. Returns whether this call created it.
 */
export async function createMatch(
  a: string,
  b: string,
  now: Date,
  opening: OpeningMessage[] = [],
): Promise<{ matchId: string; created: boolean }> {
  const matchId = matchIdFor(a, b);
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: matchCreationItems(a, b, now, opening) }));
    return { matchId, created: true };
  } catch (error) {
    if (failedConditions(error)?.includes(0)) return { matchId, created: false };
    throw error;
  }
}

/**
 * The writes that create a match (the match item, only if absent, and both
 * edges), for a transaction of its own or a larger one (an Elite choice).
 * `a` is the member whose action makes the match; `opening`, the comments of the likes that made it.
 */
export function matchCreationItems(
  a: string,
  b: string,
  now: Date,
  opening: OpeningMessage[] = [],
  /** The caller's transaction ADDs both members' `matches` and `mutualLikes` (decision 0075): the stream does not. */
  counted = false,
) {
  const matchId = matchIdFor(a, b);
  const at = now.toISOString();
  const table = tableName();
  return [
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.match(matchId),
          entity: 'match',
          ...({ matchId, memberIds: [a, b].sort(), createdAt: at, madeBy: a } satisfies MatchRecord),
          ...(counted ? { counted: true } : {}),
          // The match's pushes and e-mails run from its stream record: they log under this request's id.
          ...correlated(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: table, Item: edgeItem(a, b, matchId, at, opening) } },
    { Put: { TableName: table, Item: edgeItem(b, a, matchId, at, opening) } },
    ...opening.map((message) => ({ Put: { TableName: table, Item: openingMessageItem(matchId, message) } })),
  ];
}

export async function getMatch(
  matchId: string,
): Promise<{ matchId: string; memberIds: string[]; createdAt: string } | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.match(matchId), ConsistentRead: true }),
  );
  return Item ? { matchId, memberIds: Item.memberIds as string[], createdAt: String(Item.createdAt) } : undefined;
}

/** The deletes that end a match for both members; used alone (unmatch) or inside a block. */
export function endMatchOperations(a: string, b: string) {
  const table = tableName();
  return [
    { Delete: { TableName: table, Key: keys.match(matchIdFor(a, b)) } },
    { Delete: { TableName: table, Key: keys.matchEdge(a, b) } },
    { Delete: { TableName: table, Key: keys.matchEdge(b, a) } },
  ];
}

export async function endMatch(a: string, b: string): Promise<void> {
  await dynamo.send(new TransactWriteCommand({ TransactItems: endMatchOperations(a, b) }));
}

/**
 * Every match edge of a member, most recent activity first. The edges are in the member's own
 * partition and on no index (decision 0080), so they are all read (one page for hundreds of
 * matches) and ordered here, where an index kept them ordered at the cost of a write per message.
 */
export async function listAllMatchEdges(memberId: string): Promise<MatchEdge[]> {
  const items = (await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':prefix': keys.matchEdgePrefix() },
  })) as unknown as MatchEdge[];
  return items.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || b.matchId.localeCompare(a.matchId));
}

/** My matches, most recent activity first. */
export async function listMatchEdges(memberId: string, limit = 100): Promise<MatchEdge[]> {
  return (await listAllMatchEdges(memberId)).slice(0, limit);
}

/** Public fields of a few members for list views (≤ 100, one round trip). */
export async function getProfilesByIds(memberIds: string[]): Promise<Map<string, Record<string, unknown>>> {
  const unique = [...new Set(memberIds)].slice(0, 100);
  if (unique.length === 0) return new Map();
  const profiles = await getByKeys(unique.map((id) => keys.profile(id)));
  return new Map(profiles.map((item) => [String(item.id), item]));
}

/** Of `others`, who is matched with `memberId` now: one BatchGet of their edges. */
export async function matchedAmong(memberId: string, others: string[]): Promise<Set<string>> {
  const unique = [...new Set(others)].slice(0, 100);
  if (unique.length === 0) return new Set();
  const edges = await getByKeys(
    unique.map((other) => keys.matchEdge(memberId, other)),
    'otherMemberId',
  );
  return new Set(edges.map((item) => String(item.otherMemberId)));
}

/** One member's edge of a match: preview, unread count and read marker. */
export async function getMatchEdge(
  memberId: string,
  otherId: string,
): Promise<(MatchEdge & { readUpTo?: string; awayEmailFrom?: string }) | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.matchEdge(memberId, otherId), ConsistentRead: true }),
  );
  return Item as (MatchEdge & { readUpTo?: string; awayEmailFrom?: string }) | undefined;
}
