import { monotonicFactory } from 'ulid';
import type { LikedItem, LikedItemView } from '#shared/schemas/likes.ts';
import type { OpeningMessage, StoredQuote } from '../../db/matches';
import type { ProfileRecord } from '../../db/profiles';
import type { StoredSwipe } from '../../db/swipes';
import { presentQuote } from '../chat/present-message';

/** Monotonic, so the two comments of one match keep their order. */
const nextId = monotonicFactory();

/**
 * The liked photo or prompt as its owner holds it now. A like names it by id only: the owner may
 * remove or rewrite it later, so it is looked up when shown; one gone shows as such (null).
 */
export function quoteOf(item: LikedItem, owner: Pick<ProfileRecord, 'photos' | 'prompts'> | undefined): StoredQuote {
  if (item.kind === 'photo') {
    const photo = owner?.photos?.find((candidate) => candidate.id === item.photoId);
    return { kind: 'photo', photoId: item.photoId, thumbKey: photo?.thumbKey ?? null };
  }
  const prompt = owner?.prompts?.find((candidate) => candidate.promptId === item.promptId);
  return { kind: 'prompt', promptId: item.promptId, answer: prompt?.answer ?? null };
}

export function presentLikedItem(
  item: LikedItem | null,
  owner: Pick<ProfileRecord, 'photos' | 'prompts'> | undefined,
): LikedItemView | null {
  return item ? presentQuote(quoteOf(item, owner)) : null;
}

/** A like as the match sees it: who sent it, and its comment and item, if any. */
export type MatchingLike = { swiperId: string; targetId: string } & Pick<
  StoredSwipe,
  'likedItem' | 'comment' | 'commentFlags'
>;

/** Whose profiles the opening messages quote: the owner of each commented like's item. */
export function quotedOwners(likes: MatchingLike[]): string[] {
  return [...new Set(likes.filter((like) => like.comment && like.likedItem).map((like) => like.targetId))];
}

/**
 * The comments of the likes that make a match, as its first messages (issue 28), the earlier
 * like's first, each quoting the photo or prompt it was about from `owners` (the profiles of
 * `quotedOwners`).
 */
export function openingMessages(
  likes: MatchingLike[],
  owners: Map<string, Record<string, unknown>>,
  now: Date,
): OpeningMessage[] {
  return likes.flatMap((like, index) => {
    if (!like.comment) return [];
    const owner = owners.get(like.targetId) as ProfileRecord | undefined;
    // One millisecond apart, so the two comments sort in the order the likes were made.
    const at = now.getTime() + index;
    return [
      {
        id: nextId(at),
        senderId: like.swiperId,
        recipientId: like.targetId,
        content: like.comment,
        createdAt: new Date(at).toISOString(),
        ...(like.likedItem ? { quote: quoteOf(like.likedItem, owner) } : {}),
        // The flags the comment got when it was sent: its reader is asked "Does this bother you?" as for a message.
        ...(like.commentFlags?.length ? { flags: like.commentFlags } : {}),
      },
    ];
  });
}
