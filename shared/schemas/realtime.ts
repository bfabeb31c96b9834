import * as z from 'zod';
import { MessageIdSchema, MessageSchema } from './chat';
import { NotificationSchema } from './notifications';
import { PhotoSchema } from './profile';

/** Frames the browser sends over the WebSocket API; `action` is the route key. */
/**
 * The heartbeat. `echo`: answer with a pong once the frame is handled (a round trip a client or a test
 * waits on). The app's heartbeat asks for none: API Gateway bills every frame pushed, and a pong per
 * heartbeat was a quarter of a member's WebSocket messages (decision 0089).
 */
export const PingFrameSchema = z.strictObject({ action: z.literal('ping'), echo: z.literal(true).optional() });

/** Frames the server pushes. `type` tells the client what arrived. */
export const ServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong'), at: z.string() }),
  /** `action` and `ref` (the clientId of a send) let the client tie the error to what it sent. */
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    action: z.string().optional(),
    ref: z.string().optional(),
    /** `rate_limited`: seconds until the window that refused it ends. */
    retryAfterSeconds: z.number().optional(),
  }),
  /**
   * A stored message, pushed to every connection of both members (the sender's is the acknowledgement).
   * `notified`, to the recipient only: the message is also a new notification in their bell (they were
   * not looking at the conversation); no `notification` frame follows.
   */
  z.object({ type: z.literal('message'), message: MessageSchema, notified: z.boolean().optional() }),
  z.object({ type: z.literal('typing'), matchId: z.string(), memberId: z.string() }),
  /**
   * `notificationsRead`, to the reader only: how many of their bell's message notifications this read
   * marked read (no `notificationsRead` frame follows).
   */
  z.object({
    type: z.literal('read'),
    matchId: z.string(),
    readerId: z.string(),
    upTo: MessageIdSchema,
    notificationsRead: z.number().int().positive().optional(),
  }),
  /** The match ended (unmatch, block, deleted account): its conversation is gone for both members. */
  z.object({ type: z.literal('matchEnded'), matchId: z.string() }),
  /** The member's entitlements changed (a payment, a cancellation, a refund): refetch the tier. */
  z.object({ type: z.literal('subscription') }),
  /**
   * Someone liked my voice introduction (issue 11). Who it was is the paid Who
   * Liked You feature: `member` is null below it. A like that also makes a
   * match is announced by `match` as well.
   */
  z.object({
    type: z.literal('voiceLike'),
    member: z.object({ id: z.string(), fullName: z.string(), photo: PhotoSchema.nullable() }).nullable(),
  }),
  /** A matchmaker asks me whether I accept an introduction to an Elite member (issue 12). */
  z.object({ type: z.literal('introduction'), requestId: z.string() }),
  /**
   * My Elite Match request moved: a candidate accepted (`ready`), or, for a
   * candidate, the Elite member chose them (`chosen`) or someone else.
   */
  z.object({ type: z.literal('elite'), event: z.enum(['ready', 'chosen', 'notChosen']), requestId: z.string() }),
  /** A moderator's action about me: what and why (never who reported). A ban closes the socket right after. */
  z.object({
    type: z.literal('moderation'),
    notice: z.object({
      noticeId: z.string(),
      kind: z.enum(['warning', 'suspension', 'ban', 'content_removed', 'content_published']),
      reason: z.string(),
      createdAt: z.string(),
      until: z.string().nullable(),
      subject: z.string().nullable(),
    }),
  }),
  /**
   * A new notification for the bell (a new match's comes in its `match` frame, a message's in its
   * `message` frame). `unread`: my unread count after it, from servers before decision 0075; since,
   * the client counts one more and refetches the bell, which it did anyway (no count per notification).
   */
  z.object({
    type: z.literal('notification'),
    notification: NotificationSchema,
    unread: z.number().int().nonnegative().optional(),
  }),
  /** Some of my notifications were read elsewhere (a conversation I read, another tab): the bell refetches. */
  z.object({ type: z.literal('notificationsRead'), unread: z.number().int().nonnegative() }),
  /**
   * A new match, pushed once to each member when the match item is created:
   * the one frame that tells it, the bell's entry included (no `notification`
   * frame follows). `byYou`: my own like or choice made it, so the screen I
   * acted on has told me already.
   */
  z.object({
    type: z.literal('match'),
    matchId: z.string(),
    member: z.object({ id: z.string(), fullName: z.string(), photo: PhotoSchema.nullable() }),
    byYou: z.boolean(),
    notification: NotificationSchema,
    /** As in the `notification` frame: no longer sent (decision 0075). */
    unread: z.number().int().nonnegative().optional(),
  }),
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;

/** API Gateway WebSocket frames are capped at 128 KB (32 KB per frame); stay well under. */
export const MAX_FRAME_BYTES = 32 * 1024;
