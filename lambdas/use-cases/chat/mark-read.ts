import { getChatSettingsOf } from '../../db/chat-settings';
import { markRead, unreadAfter } from '../../db/messages';
import { markNotificationRead } from '../../db/notifications';
import { notFound } from '../../lib/errors';
import { pushToMembers } from '../../realtime/push';
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
  const [settings, bellRead] = await Promise.all([
    getChatSettingsOf([readerId, otherId]),
    Promise.all(marked.bellIds.map((id) => markNotificationRead(readerId, id, now))),
  ]);
  const frame = { type: 'read', matchId, readerId, upTo } as const;
  const notificationsRead = bellRead.filter((result) => result === 'read').length;
  const receipts = settings.get(readerId)!.readReceipts && settings.get(otherId)!.readReceipts;
  await Promise.all([
    pushToMembers([readerId], notificationsRead > 0 ? { ...frame, notificationsRead } : frame),
    receipts ? pushToMembers([otherId], frame) : undefined,
  ]);
}
