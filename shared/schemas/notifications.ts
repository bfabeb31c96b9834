import * as z from 'zod';
import { PhotoSchema } from './profile';

/**
 * The notification center (decision 0024). Notifications are written only by the
 * table stream, from events that already happen (decision 0024); the browser
 * reads them, marks them read, and hears new ones over the WebSocket.
 */
export const NOTIFICATION_KINDS = [
  'match',
  'like',
  'superLike',
  'message',
  'voiceLike',
  'boostEnded',
  'trialEnding',
  'paymentFailed',
  'introduction',
  'moderation',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** `<created ms, 13 digits>.<kind>.<16 hex of the source>`: sorts by time, and the same event always gives the same id. */
export const NotificationIdSchema = z.string().regex(/^\d{13}\.[a-zA-Z]{1,20}\.[0-9a-f]{16}$/, 'Not a notification id');

export const NotificationSchema = z.object({
  id: NotificationIdSchema,
  kind: NotificationKindSchema,
  createdAt: z.string(),
  read: z.boolean(),
  title: z.string(),
  body: z.string(),
  /** An in-app path: where the notification is about. */
  href: z.string(),
  /** Who it is about, when the reader may know: null for a like without Who Liked You. */
  member: z.object({ id: z.string(), fullName: z.string(), photo: PhotoSchema.nullable() }).nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  /** Exact: counted from the stored unread notifications, never kept as a separate number. */
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationIdParamsSchema = z.strictObject({ notificationId: NotificationIdSchema });
export const NotificationsReadSchema = z.object({ unread: z.number().int().nonnegative() });

/**
 * The kinds of news a member can be told about away from the app, each by
 * e-mail, by push, by both or by neither (decision 0069). `newMatch` and
 * `unreadMessages` were the first away e-mails (decision 0024); their
 * unsubscribe links keep these names.
 */
export const NOTIFICATION_TYPES = ['newMatch', 'unreadMessages', 'likes', 'introductions', 'notices'] as const;
export const EMAIL_TYPES = NOTIFICATION_TYPES;
export const EmailTypeSchema = z.enum(EMAIL_TYPES);
export type EmailType = z.infer<typeof EmailTypeSchema>;
export type NotificationType = EmailType;

export const ChannelsSchema = z.strictObject({ email: z.boolean(), push: z.boolean() });
export type Channels = z.infer<typeof ChannelsSchema>;

/** Where each type goes: the e-mail settings and the push switches are one model. */
export const NotificationSettingsSchema = z.strictObject({
  newMatch: ChannelsSchema,
  unreadMessages: ChannelsSchema,
  likes: ChannelsSchema,
  introductions: ChannelsSchema,
  notices: ChannelsSchema,
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/**
 * A browser's push subscription (the Push API's `PushSubscription.toJSON()`):
 * where to send (an https URL of the browser's push service; http only for
 * the local one) and the keys payloads are encrypted to (RFC 8291).
 */
/** Unpadded base64url, as `PushSubscription.toJSON()` gives it; the length in the pattern, which the fuzzer's arbitraries honour. */
const base64url = (min: number, max: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`), 'Not base64url of the right length');
/**
 * Push services are https; plain http only to localhost, where the local
 * cloud's push service listens (and where, on AWS, nothing does): the server
 * posts to whatever endpoint a member gives, so it is never a plain-http host
 * elsewhere.
 */
export const PushEndpointSchema = z
  .string()
  .max(1000)
  // A pattern rather than .url() and a refinement: the fuzzer's arbitraries honour patterns.
  .regex(
    /^(?:https:\/\/[A-Za-z0-9.-]{1,253}|http:\/\/localhost)(?::\d{1,5})?\/[\x21-\x7e]{0,900}$/,
    'Not an https URL',
  );
export const PushSubscribeSchema = z.strictObject({
  endpoint: PushEndpointSchema,
  /** The browser's P-256 public key (65 bytes uncompressed, 87 characters) and its 16-byte auth secret (22). */
  keys: z.strictObject({ p256dh: base64url(86, 88), auth: base64url(21, 24) }),
});
export type PushSubscribe = z.infer<typeof PushSubscribeSchema>;
export const PushUnsubscribeSchema = z.strictObject({ endpoint: PushEndpointSchema });

export const PushSettingsSchema = z.object({
  /** The stage's VAPID public key: the browser's `applicationServerKey`. Empty until the operator filled it. */
  publicKey: z.string(),
  /** How many devices of mine are subscribed. */
  devices: z.number().int().nonnegative(),
});
export const PushSubscribedSchema = z.object({ devices: z.number().int().nonnegative() });

/** What a push carries (encrypted): the bell's words, and where a click leads. */
export type PushPayload = { id: string; kind: NotificationKind; title: string; body: string; href: string };

/** The unsubscribe link's token: signed by the server, so it works without signing in. */
export const UnsubscribeSchema = z.strictObject({ token: z.string().min(10).max(400) });
export const UnsubscribedSchema = z.object({ type: EmailTypeSchema });
