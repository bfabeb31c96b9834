import { pushToMembers } from '../realtime/push';
import { requireMatchMember } from './match-membership';

/** Typing is ephemeral: nothing is stored, only the other member's sockets hear it. */
export async function notifyTyping(memberId: string, matchId: string): Promise<void> {
  const { otherId } = await requireMatchMember(matchId, memberId, { live: true });
  await pushToMembers([otherId], { type: 'typing', matchId, memberId });
}
