/**
 * The chat contract: HTTP history, analytics, settings, and the WebSocket
 * frames both ways. The browser's composer and the Lambdas parse with the
 * same schemas, so "trimmed, 1–2000 characters" means one thing everywhere.
 */
import * as z from 'zod';
import { freeText } from './text';
import { PhotoSchema } from './profile';
import { MAX_MESSAGE_LENGTH } from '../chat/limits';
import { LikedItemViewSchema } from './likes';

export { MAX_MESSAGE_LENGTH };
/** The spec: analytics need more than 5 messages. */
export const ANALYTICS_MIN_MESSAGES = 6;
export const MESSAGE_PAGE_SIZE = 50;

/** Crockford base32, 26 characters: what `ulid()` produces. */
export const MessageIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Expected a message id');
export const MatchIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Expected a match id');
/** Made by the browser per send; a retry reuses it so the server stores the message once. */
export const ClientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected a client id');

/** Cleaned and trimmed first (text.ts), so whitespace-only content fails `min(1)`. */
export const MessageContentSchema = freeText(
  'paragraph',
  z
    .string()
    .min(1, 'Message cannot be empty')
    .max(MAX_MESSAGE_LENGTH, `Messages are limited to ${MAX_MESSAGE_LENGTH} characters`),
);

/**
 * What the server saw in a message when it was sent (issue 27): abuse, an
 * early request to move to another app, or a request for money or crypto.
 * The receiver is asked "Does this bother you?" or warned; the words come
 * from shared/moderation/message-signals.ts.
 */
export const MESSAGE_FLAGS = ['offensive', 'offPlatform', 'money'] as const;
export type MessageFlag = (typeof MESSAGE_FLAGS)[number];

export const MessageSchema = z.object({
  id: MessageIdSchema,
  matchId: z.string(),
  senderId: z.string(),
  content: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
  /** A like's comment opens the conversation quoting the photo or prompt it was about (issue 28). */
  quote: LikedItemViewSchema.optional(),
  /** Absent when the message raised nothing. */
  flags: z.array(z.enum(MESSAGE_FLAGS)).optional(),
});
export type Message = z.infer<typeof MessageSchema>;

/**
 * No cursor: the newest page. `before`: the page just older than that id.
 * `after`: everything newer than that id (catch-up after a reconnect).
 * Pages are always in ascending order.
 */
export const ListMessagesQuerySchema = z
  .strictObject({
    after: MessageIdSchema.optional(),
    before: MessageIdSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .refine((query) => !(query.after && query.before), { message: 'Use either after or before, not both' });
export type ListMessagesQuery = z.infer<typeof ListMessagesQuerySchema>;

export const MessagePageSchema = z.object({
  messages: z.array(MessageSchema),
  /** Pass as `before` to load older messages; null at the start of the conversation. */
  olderCursor: MessageIdSchema.nullable(),
  /** Pass as `after` to load more; null when this page reaches the newest message. */
  newerCursor: MessageIdSchema.nullable(),
  /** The newest of my messages the other member has read; null if either of us turned receipts off. */
  theirReadUpTo: MessageIdSchema.nullable(),
  /** The other member, for the chat header. */
  member: z.object({
    id: z.string(),
    fullName: z.string(),
    photo: PhotoSchema.nullable(),
    /** Passed photo verification: the badge shows (issue 27). */
    verified: z.boolean().optional(),
  }),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const SCORE_LEVELS = ['green', 'yellow', 'red'] as const;
export const INTERACTION_FREQUENCIES = ['high', 'medium', 'low'] as const;

export const RelationshipAnalyticsSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(false),
    messageCount: z.number().int().min(0),
    minimumMessages: z.number().int(),
  }),
  z.object({
    available: z.literal(true),
    messageCount: z.number().int(),
    myMessages: z.number().int(),
    theirMessages: z.number().int(),
    /** 100 when both write equally, falling toward 0 as one side does all the talking. */
    balanceScore: z.number().int().min(0).max(100),
    /** Median seconds each side takes to answer the other; null when they never have. */
    myMedianResponseSeconds: z.number().int().nullable(),
    theirMedianResponseSeconds: z.number().int().nullable(),
    /** 100 for answers within minutes, 0 for answers a day or more apart. */
    responsivenessScore: z.number().int().min(0).max(100),
    interactionFrequency: z.enum(INTERACTION_FREQUENCIES),
    /** Average messages per active day. */
    messagesPerDay: z.number(),
    /** The mean of balance and responsiveness. */
    conversationScore: z.number().int().min(0).max(100),
    lastAnalyzedAt: z.string(),
  }),
]);
export type RelationshipAnalytics = z.infer<typeof RelationshipAnalyticsSchema>;

export const ChatSettingsSchema = z.strictObject({
  /** When off, others do not see that I read their messages, and I do not see theirs. */
  readReceipts: z.boolean(),
  /**
   * The dating coach may send my conversation to the AI model, where the
   * deployment offers one (decision 0025). Off until I turn it on.
   */
  coachAi: z.boolean(),
  /**
   * Show borderline photos and stories behind "Tap to view" (decision 0073). Off until an adult turns it on:
   * until then the server never hands them the picture, only a placeholder.
   */
  showSensitive: z.boolean(),
});
export type ChatSettings = z.infer<typeof ChatSettingsSchema>;

/** Saving changes only the settings named; the others stay as they are. */
export const UpdateChatSettingsSchema = ChatSettingsSchema.partial().refine(
  (settings) => Object.keys(settings).length > 0,
  'Name at least one setting',
);
export type UpdateChatSettings = z.infer<typeof UpdateChatSettingsSchema>;

// ---- WebSocket frames the browser sends (`action` is the API Gateway route key) ----

export const SendMessageFrameSchema = z.strictObject({
  action: z.literal('sendMessage'),
  matchId: MatchIdSchema,
  content: MessageContentSchema,
  clientId: ClientIdSchema,
});
export const TypingFrameSchema = z.strictObject({ action: z.literal('typing'), matchId: MatchIdSchema });
export const ReadFrameSchema = z.strictObject({
  action: z.literal('read'),
  matchId: MatchIdSchema,
  upTo: MessageIdSchema,
});

/**
 * The conversation this socket shows, if any, and only while the page is
 * visible: a message to an open chat is not a notification (decision 0024).
 * It lives with the other frames a browser sends, which notifications.ts
 * builds on (a notification names a match), so the two never import each other.
 */
export const ViewingFrameSchema = z.strictObject({ action: z.literal('viewing'), matchId: MatchIdSchema.nullable() });
export type ViewingFrame = z.input<typeof ViewingFrameSchema>;

export type ClientFrame =
  | z.input<typeof SendMessageFrameSchema>
  | z.input<typeof TypingFrameSchema>
  | z.input<typeof ReadFrameSchema>
  | ViewingFrame
  | { action: 'ping'; echo?: true };

export { HEARTBEAT_MS, TYPING_DISPLAY_MS, TYPING_THROTTLE_MS } from '../realtime-timing';
