import { getChatSettingsOf } from '../../db/chat-settings';
import { markRead, unreadAfter } from '../../db/messages';
import { markNotificationRead } from '../../db/notifications';
import { notFound } from '../../lib/errors';
import { pushToConnections } from '../../realtime/push';
import { listConnectionsWithReceipts } from '../../db/connections';
import { requireMatchMember } from '../matches/match-membership';

/**
 * Marks a conversation read up to one of its messages. The reader's other
 * tabs always hear it (their badges drop, and their bell when it had the
 * conversation's messages); the other member gets a read receipt only when
 * both have receipts on.
 *
 * Read up to the last message (the usual case), the marker's one update is
 * the whole check: the edge knows its last message, so nothing is counted.
 * The message notifications it made are read here, by the ids the edge kept:
 * nothing is queried, and the stream has nothing left to do.
 */
export async function markConversationRead(
  readerId: string,
  matchId: string,
  upTo: string,
  now = new Date(),
): Promise<void> {
  // Whether the match is live is the marker's own condition (an ended match has no edges): not read here.
  const { otherId } = await requireMatchMember(matchId, readerId, { live: false });
  let marked = await markRead(readerId, otherId, upTo);
  if (marked.outcome === 'notLatest') {
    const stillUnread = await unreadAfter(matchId, otherId, upTo);
    if (stillUnread === undefined) throw notFound('Message');
    marked = await markRead(readerId, otherId, upTo, stillUnread);
  }
  if (marked.outcome === 'ended') throw notFound('Match');
  if (marked.outcome !== 'moved') return;
  const [readerSockets, otherSockets, bellRead] = await Promise.all([
    listConnectionsWithReceipts(readerId),
    listConnectionsWithReceipts(otherId),
    Promise.all(marked.bellIds.map((id) => markNotificationRead(readerId, id, now))),
  ]);
  const frame = { type: 'read', matchId, readerId, upTo } as const;
  const notificationsRead = bellRead.filter((result) => result === 'read').length;
  await Promise.all([
    pushToConnections(readerSockets, notificationsRead > 0 ? { ...frame, notificationsRead } : frame),
    (await receiptsAgreed([readerId, readerSockets], [otherId, otherSockets]))
      ? pushToConnections(otherSockets, frame)
      : undefined,
  ]);
}

type SocketWithReceipts = { readReceipts: boolean | undefined };

/**
 * What the sockets tell of both members' receipt choices (decision 0080): false when the other member
 * has no socket open (no one to tell), the answer when every socket of both carries its member's
 * choice, and undefined when one does not (a socket stored before that) or the reader's own is gone.
 */
export function receiptsFromSockets(
  readerSockets: readonly SocketWithReceipts[],
  otherSockets: readonly SocketWithReceipts[],
): boolean | undefined {
  if (otherSockets.length === 0) return false;
  const carried = (sockets: readonly SocketWithReceipts[]) =>
    sockets.length > 0 && sockets.every((socket) => socket.readReceipts !== undefined)
      ? sockets.every((socket) => socket.readReceipts)
      : undefined;
  const [reader, other] = [carried(readerSockets), carried(otherSockets)];
  return reader === undefined || other === undefined ? undefined : reader && other;
}

/** Both members have read receipts on (WhatsApp's rule): from the sockets just read, else from the settings. */
async function receiptsAgreed(
  [readerId, readerSockets]: [string, readonly SocketWithReceipts[]],
  [otherId, otherSockets]: [string, readonly SocketWithReceipts[]],
): Promise<boolean> {
  const known = receiptsFromSockets(readerSockets, otherSockets);
  if (known !== undefined) return known;
  const settings = await getChatSettingsOf([readerId, otherId]);
  return settings.get(readerId)!.readReceipts && settings.get(otherId)!.readReceipts;
}
