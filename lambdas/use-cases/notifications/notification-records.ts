/**
 * The stored form of a notification, made without any read: its id from the
 * event (so the same event makes the same notification) and, for a message,
 * the whole record, which the send writes in its own transaction.
 */
import { createHash } from 'node:crypto';
import type { NotificationKind } from '#shared/schemas/notifications.ts';
import { NOTIFICATION_TTL_SECONDS, type NotificationRecord } from '../../db/notifications';
import { epochSeconds } from '../../db/conditions';

const MESSAGE_PREVIEW_LENGTH = 100;

/** How long messages stay unread before an away member is emailed (here, so the send need not load the e-mail's module). */
export const AWAY_EMAIL_DELAY_SECONDS = 30 * 60;

/**
 * The id of the notification an event makes: when it happened (so ids sort
 * by time), its kind, and a digest of what made it. The same stream record,
 * retried, makes the same id, and the conditional put stores it once.
 */
export function notificationIdFor(at: string, kind: NotificationKind, source: string): string {
  const ms = String(Date.parse(at)).padStart(13, '0');
  return `${ms}.${kind}.${createHash('sha256').update(source).digest('hex').slice(0, 16)}`;
}

export type NewNotification = Omit<NotificationRecord, 'notificationId' | 'read' | 'expiresAt'> & { source: string };

/** The unread record a new notification is stored as. */
export function notificationRecord({ source, ...input }: NewNotification): NotificationRecord {
  return {
    ...input,
    notificationId: notificationIdFor(input.createdAt, input.kind, source),
    read: false,
    expiresAt: epochSeconds(input.createdAt) + NOTIFICATION_TTL_SECONDS,
  };
}

type MessageFacts = { id: string; matchId: string; senderId: string; content: string; createdAt: string };

/** What a message its recipient is not looking at tells their bell. */
export const messageNotificationInput = (message: MessageFacts, recipientId: string): NewNotification => ({
  memberId: recipientId,
  kind: 'message',
  actorId: message.senderId,
  matchId: message.matchId,
  preview: message.content.slice(0, MESSAGE_PREVIEW_LENGTH),
  createdAt: message.createdAt,
  source: `message:${message.matchId}:${message.id}`,
});

/** The bell's entry for a message, as the send stores it in the message's own transaction. */
export const messageNotification = (message: MessageFacts, recipientId: string): NotificationRecord =>
  notificationRecord(messageNotificationInput(message, recipientId));
