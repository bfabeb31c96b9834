import * as z from 'zod';
import { PublicProfileSchema } from './profile';
import { LikeCommentSchema, LikedItemSchema } from './likes';

/** Core spec "Business constants and limits": a discovery page holds up to 10 candidates. */
export const DISCOVERY_PAGE_SIZE = 10;

/** A discovery card's token (decision 0079): opaque to the client, sent back with the swipe on that card. */
export const CardTokenSchema = z.string().min(1).max(160);

/**
 * What the deck shows of a candidate; the same public view as a profile, distance as a band. `card`:
 * the discovery page's signed note of what this card showed (absent on a card a rewind gives back).
 */
export const CandidateSchema = PublicProfileSchema.extend({ card: CardTokenSchema.optional() });
export type Candidate = z.infer<typeof CandidateSchema>;

/** An IANA zone the browser reports; the daily limits reset at the member's local midnight. */
export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const SwipeLimitsSchema = z.object({
  /** null: unlimited. */
  likesLeft: z.number().int().nullable(),
  superLikesLeft: z.number().int(),
  /**
   * Passes I may still take back today (Rewind); 0 on a plan without it. The API always sends it; the
   * deck's own running counts between pages may leave it out.
   */
  rewindsLeft: z.number().int().optional(),
});
export type SwipeLimits = z.infer<typeof SwipeLimitsSchema>;

export const ListCandidatesQuerySchema = z.strictObject({
  cursor: z.string().max(4096).optional(),
  timeZone: TimeZoneSchema.optional(),
});

export const CandidatePageSchema = z.object({
  candidates: z.array(CandidateSchema).max(DISCOVERY_PAGE_SIZE),
  /** Pass back to continue; null when every nearby cell is exhausted. */
  cursor: z.string().nullable(),
  limits: SwipeLimitsSchema,
});
export type CandidatePage = z.infer<typeof CandidatePageSchema>;

export const SWIPE_ACTIONS = ['like', 'pass', 'superLike'] as const;
export const RecordSwipeSchema = z
  .strictObject({
    targetId: z.string().min(1).max(64),
    action: z.enum(SWIPE_ACTIONS),
    timeZone: TimeZoneSchema,
    /** A like or super like may name one photo or prompt of theirs, and carry a comment (issue 28). */
    likedItem: LikedItemSchema.optional(),
    comment: LikeCommentSchema.optional(),
    /** The card token the discovery page gave with this member: the swipe then counts as their impression. */
    card: CardTokenSchema.optional(),
  })
  .refine((swipe) => swipe.action !== 'pass' || (swipe.likedItem === undefined && swipe.comment === undefined), {
    message: 'A pass names nothing and carries no comment',
    path: ['action'],
  });
export type RecordSwipe = z.infer<typeof RecordSwipeSchema>;

export const SwipeResultSchema = z.object({
  action: z.enum(SWIPE_ACTIONS),
  matched: z.boolean(),
  matchId: z.string().nullable(),
  /** true when this pair was already swiped: nothing new was recorded or counted. */
  repeated: z.boolean(),
});
export type SwipeResult = z.infer<typeof SwipeResultSchema>;

export const SwipeLimitsQuerySchema = z.strictObject({ timeZone: TimeZoneSchema });
