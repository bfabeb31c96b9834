import { getChatSettingsOf } from '../../db/chat-settings';
import { markRead, unreadAfter } from '../../db/messages';
import { notFound } from '../../lib/errors';
import { pushToMembers } from '../../realtime/push';
import { requireMatchMember } from '../matches/match-membership';

/**
 * Marks a conversation read up to one of its messages. The reader's other
 * tabs always hear it (their badges drop); the other member gets a read
 * receipt only when both have receipts on.
 */
export async function markConversationRead(readerId: string, matchId: string, upTo: string): Promise<void> {
  // Whether the match is live is the marker's own condition (an ended match has no edges): not read here.
  const { otherId } = await requireMatchMember(matchId, readerId, { live: false });
  const stillUnread = await unreadAfter(matchId, otherId, upTo);
  if (stillUnread === undefined) throw notFound('Message');
  const outcome = await markRead(readerId, otherId, upTo, stillUnread);
  if (outcome === 'ended') throw notFound('Match');
  if (outcome === 'unchanged') return;
  const settings = await getChatSettingsOf([readerId, otherId]);
  const receipts = settings.get(readerId)!.readReceipts && settings.get(otherId)!.readReceipts;
  await pushToMembers(receipts ? [readerId, otherId] : [readerId], { type: 'read', matchId, readerId, upTo });
}
