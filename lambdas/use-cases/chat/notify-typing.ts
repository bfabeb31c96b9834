import { pushToMembers } from '../../realtime/push';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { requireMatchMember } from '../matches/match-membership';

/** Typing is ephemeral: nothing is stored (but its rate window), only the other member's sockets hear it. */
export async function notifyTyping(memberId: string, matchId: string): Promise<void> {
  const { otherId } = await requireMatchMember(matchId, memberId, { live: true });
  await enforceRateLimit(memberId, 'typing');
  await pushToMembers([otherId], { type: 'typing', matchId, memberId });
}
