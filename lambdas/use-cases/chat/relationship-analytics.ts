import { analyzeConversation } from '#shared/chat/conversation-analytics.ts';
import type { RelationshipAnalytics } from '#shared/schemas/chat.ts';
import { listMessageTimeline } from '../../db/messages';
import { putRelationshipAnalytics } from '../../db/relationship-analytics';
import { requireMatchMember } from '../matches/match-membership';

/**
 * Computes the analytics from the stored conversation and keeps the latest
 * result per (member, match). Below the threshold nothing is stored.
 */
export async function getRelationshipAnalytics(
  memberId: string,
  matchId: string,
  now = new Date(),
): Promise<RelationshipAnalytics> {
  await requireMatchMember(matchId, memberId, { live: true });
  const analytics = analyzeConversation(await listMessageTimeline(matchId), memberId, now);
  if (analytics.available) await putRelationshipAnalytics(memberId, matchId, analytics);
  return analytics;
}
