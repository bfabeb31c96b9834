import { getChatSettingsOf } from '../../db/chat-settings';
import { countMessagesFromAfter, getMessage, markRead } from '../../db/messages';
import { notFound } from '../../lib/errors';
import { pushToMembers } from '../../realtime/push';
import { requireMatchMember } from '../matches/match-membership';

/**
 * Marks a conversation read up to one of its messages. The reader's other
 * tabs always hear it (their badges drop); the other member gets a read
 * receipt only when both have receipts on.
 */
export async function markConversationRead(readerId: string, matchId: string, upTo: string): Promise<void> {
  const { otherId } = await requireMatchMember(matchId, readerId, { live: true });
  if (!(await getMessage(matchId, upTo))) throw notFound('Message');
  const stillUnread = await countMessagesFromAfter(matchId, otherId, upTo);
  const moved = await markRead(readerId, otherId, upTo, stillUnread);
  if (!moved) return;
  const settings = await getChatSettingsOf([readerId, otherId]);
  const receipts = settings.get(readerId)!.readReceipts && settings.get(otherId)!.readReceipts;
  await pushToMembers(receipts ? [readerId, otherId] : [readerId], { type: 'read', matchId, readerId, upTo });
}
