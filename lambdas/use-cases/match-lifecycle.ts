import { deleteItems } from '../db/member-items';
import { keys } from '../db/keys';
import { getProfilesByIds } from '../db/matches';
import { addToMemberCounters } from '../db/member-stats';
import { deleteMatchPartition } from '../db/messages';
import { logger } from '../lib/logger';
import { pushToMembers } from '../realtime/push';
import { presentMemberCard } from './present-profile';

/** A new match: each member's open tabs hear about it, with the other member's card. */
export async function announceMatch(matchId: string, memberIds: readonly string[]): Promise<void> {
  const profiles = await getProfilesByIds([...memberIds]);
  await Promise.all(
    memberIds.map((memberId) => {
      const otherId = memberIds.find((id) => id !== memberId) ?? memberId;
      return pushToMembers([memberId], {
        type: 'match',
        matchId,
        member: presentMemberCard(otherId, profiles.get(otherId)),
      });
    }),
  );
}

/**
 * An ended match (unmatch, block, deleted account) takes its conversation
 * and both members' analytics with it: nothing of it stays readable, and it
 * cannot resurface. The messages leave the senders' dashboard counts with it
 * (one ADD per sender, however long the conversation), so the dashboard's
 * messages and response rate describe the conversations the member still has.
 */
export async function purgeEndedMatch(matchId: string, memberIds: readonly string[]): Promise<void> {
  // Open chats close themselves and lists refresh, instead of learning it on the next send.
  await pushToMembers(memberIds, { type: 'matchEnded', matchId });
  const messages = await deleteMatchPartition(matchId);
  for (const [senderId, count] of messages.sentBy) await addToMemberCounters(senderId, { messagesSent: -count });
  const analytics = await deleteItems(memberIds.map((memberId) => keys.analytics(memberId, matchId)));
  logger.info('Ended match purged', { matchId, messages: messages.deleted, analytics });
}
