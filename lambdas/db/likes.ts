import type { LikedItem } from '#shared/schemas/likes.ts';
import type { MessageFlag } from '#shared/schemas/chat.ts';
import { keys } from './keys';
import { countAll, newestOnTarget } from './member-items';
import { tableName } from './table';

/** Likes others sent to the member, newest first (byTarget). */
export async function listLikesOf(
  memberId: string,
  limit: number,
): Promise<
  {
    swiperId: string;
    isSuperLike: boolean;
    createdAt: string;
    likedItem: LikedItem | null;
    comment: string | null;
    commentFlags: MessageFlag[];
  }[]
> {
  const likes = await newestOnTarget(keys.likesReceived(memberId).targetPk, limit);
  return likes.map((item) => ({
    swiperId: String(item.swiperId),
    isSuperLike: Boolean(item.isSuperLike),
    createdAt: String(item.createdAt),
    likedItem: (item.likedItem as LikedItem | undefined) ?? null,
    comment: typeof item.comment === 'string' ? item.comment : null,
    commentFlags: Array.isArray(item.commentFlags) ? (item.commentFlags as MessageFlag[]) : [],
  }));
}

/** How many likes the member received between two instants (a boost's result): one COUNT query on byTarget. */
export async function countLikesReceivedBetween(memberId: string, fromIso: string, toIso: string): Promise<number> {
  return countAll({
    TableName: tableName(),
    IndexName: 'byTarget',
    KeyConditionExpression: 'targetPk = :t AND targetSk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':t': keys.likesReceived(memberId).targetPk,
      ':from': fromIso,
      ':to': `${toIso}\uffff`,
    },
  });
}
