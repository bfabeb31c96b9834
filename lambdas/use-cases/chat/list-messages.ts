import { MESSAGE_PAGE_SIZE, type ListMessagesQuery, type MessagePage } from '#shared/schemas/chat.ts';
import { getChatSettingsOf } from '../../db/chat-settings';
import { getMatchEdge, getProfilesByIds } from '../../db/matches';
import { queryMessages } from '../../db/messages';
import { presentMemberCard } from '../profile/present-profile';
import { requireMatchMember } from '../matches/match-membership';
import { presentMessage } from './present-message';

/** A page of the conversation, for members of a live match only. */
export async function listMessages(memberId: string, matchId: string, query: ListMessagesQuery): Promise<MessagePage> {
  const { otherId } = await requireMatchMember(matchId, memberId, { live: true });
  const limit = query.limit ?? MESSAGE_PAGE_SIZE;
  const [page, theirEdge, profiles, settings] = await Promise.all([
    queryMessages(matchId, { after: query.after, before: query.before, limit }),
    getMatchEdge(otherId, memberId),
    getProfilesByIds([otherId]),
    getChatSettingsOf([memberId, otherId]),
  ]);
  const receipts = settings.get(memberId)!.readReceipts && settings.get(otherId)!.readReceipts;
  const first = page.messages[0];
  const last = page.messages.at(-1);
  return {
    messages: page.messages.map(presentMessage),
    olderCursor: query.after ? null : page.hasMore && first ? first.id : null,
    newerCursor: query.after && page.hasMore && last ? last.id : null,
    theirReadUpTo: receipts ? (theirEdge?.readUpTo ?? null) : null,
    member: presentMemberCard(otherId, profiles.get(otherId)),
  };
}
