import { deleteItems } from '../../db/member-items';
import { keys } from '../../db/keys';
import type { MatchRecord } from '../../db/matches';
import { addToMemberCounters } from '../../db/member-stats';
import { deleteMatchPartition } from '../../db/messages';
import { logger } from '../../lib/logger';
import { pushToMembers } from '../../realtime/push';
import { deleteNotificationsAbout } from '../../db/notifications';
import { listConnectionsOfMember } from '../../db/connections';
import { emailMatchIfAway } from '../notifications/away-email';
import { notify } from '../notifications/notify';
import { presentMemberCard } from '../profile/present-profile';

/**
 * A new match, told once to each member: it is stored as their notification
 * and pushed in one `match` frame that carries the other member's card, the
 * bell's entry and unread count, and whether the member made the match
 * themselves (then the screen they acted on has told them already). The like
 * notifications that led here go, and a member who is away is emailed.
 */
export async function announceMatch(match: MatchRecord): Promise<void> {
  const { matchId, memberIds } = match;
  await Promise.all(
    memberIds.map(async (memberId) => {
      const otherId = memberIds.find((id) => id !== memberId) ?? memberId;
      // The like that made the match in its own transaction notified nobody (notifyLike found the match),
      // so only its maker's partition can hold a like to remove: one Query of notifications fewer (decision 0088).
      const noLikeToRemove = match.counted === true && match.madeBy === otherId;
      // One read of the member's sockets: the frame goes to them, and they tell whether the member is away.
      const [connections] = await Promise.all([
        listConnectionsOfMember(memberId),
        noLikeToRemove ? 0 : deleteNotificationsAbout(memberId, otherId, ['like', 'superLike', 'voiceLike']),
      ]);
      const record = await notify(
        { memberId, kind: 'match', actorId: otherId, matchId, createdAt: match.createdAt, source: `match:${matchId}` },
        (notification) => ({
          type: 'match',
          matchId,
          member: notification.member ?? presentMemberCard(otherId, undefined),
          byYou: match.madeBy === memberId,
          notification,
        }),
        connections,
      );
      if (record) await emailMatchIfAway(record, connections);
    }),
  );
  logger.info('Match announced', { matchId });
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
