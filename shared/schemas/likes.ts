/**
 * Likes on something specific (issue 28): a like may name one photo or one prompt of the member
 * liked, and may carry a short comment. The same view of the liked item serves Who Liked You and
 * the quote above a conversation's first message.
 */
import * as z from 'zod';
import { MAX_LIKE_COMMENT } from '../profile-limits';
import { PROMPT_IDS } from '../prompts';
import { freeText } from './text';

export { MAX_LIKE_COMMENT };

/** What a like names: a photo of theirs by id, or one of their prompts by its id. */
export const LikedItemSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('photo'),
    photoId: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Expected a photo id'),
  }),
  z.strictObject({ kind: z.literal('prompt'), promptId: z.enum(PROMPT_IDS) }),
]);
export type LikedItem = z.infer<typeof LikedItemSchema>;

/** Cleaned as a message is (text.ts): whitespace or invisible characters alone are no comment. */
export const LikeCommentSchema = freeText(
  'paragraph',
  z
    .string()
    .min(1, 'A comment cannot be empty')
    .max(MAX_LIKE_COMMENT, `Comments are limited to ${MAX_LIKE_COMMENT} characters`),
);

/**
 * The liked item as shown: the photo's thumbnail or the prompt's answer, as the member liked
 * holds it now (null once they removed it; the like stands).
 */
export const LikedItemViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('photo'), photoId: z.string(), thumbUrl: z.string().nullable() }),
  z.object({ kind: z.literal('prompt'), promptId: z.enum(PROMPT_IDS), answer: z.string().nullable() }),
]);
export type LikedItemView = z.infer<typeof LikedItemViewSchema>;
