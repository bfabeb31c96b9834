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

/** Emails sent while the member is away, each of which can be turned off (on until then). */
export const EMAIL_TYPES = ['newMatch', 'unreadMessages'] as const;
export const EmailTypeSchema = z.enum(EMAIL_TYPES);
export type EmailType = z.infer<typeof EmailTypeSchema>;

export const EmailPreferencesSchema = z.strictObject({ newMatch: z.boolean(), unreadMessages: z.boolean() });
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

/** The unsubscribe link's token: signed by the server, so it works without signing in. */
export const UnsubscribeSchema = z.strictObject({ token: z.string().min(10).max(400) });
export const UnsubscribedSchema = z.object({ type: EmailTypeSchema });
