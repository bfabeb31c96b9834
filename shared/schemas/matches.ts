import * as z from 'zod';
import { PhotoSchema, PublicProfileSchema } from './profile';
import { LikedItemViewSchema } from './likes';
import { MESSAGE_FLAGS } from './chat';

export const MatchSummarySchema = z.object({
  matchId: z.string(),
  member: z.object({
    id: z.string(),
    fullName: z.string(),
    age: z.number().int().nullable(),
    photo: PhotoSchema.nullable(),
    /** Passed photo verification: the badge shows (issue 27). */
    verified: z.boolean().optional(),
  }),
  lastMessage: z.object({ content: z.string(), at: z.string(), fromMe: z.boolean() }).nullable(),
  unreadCount: z.number().int().min(0),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type MatchSummary = z.infer<typeof MatchSummarySchema>;

export const MatchListSchema = z.object({ matches: z.array(MatchSummarySchema) });

export const MatchIdParamsSchema = z.strictObject({ matchId: z.string().regex(/^[0-9a-f]{32}$/) });
export const UnmatchedSchema = z.object({ unmatched: z.literal(true) });

export const LikeReceivedSchema = z.object({
  member: PublicProfileSchema,
  isSuperLike: z.boolean(),
  likedAt: z.string(),
  /** The photo or prompt of mine they liked, if the like named one (issue 28). */
  likedItem: LikedItemViewSchema.nullable(),
  comment: z.string().nullable(),
  /** What the server saw in the comment, as in a message (issue 28); absent when nothing. */
  commentFlags: z.array(z.enum(MESSAGE_FLAGS)).optional(),
});
export const LikesReceivedSchema = z.object({ likes: z.array(LikeReceivedSchema) });
export type LikeReceived = z.infer<typeof LikeReceivedSchema>;
