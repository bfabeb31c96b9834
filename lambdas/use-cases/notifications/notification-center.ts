/** The bell's routes: my notifications, marking them read, and which away emails I get. */
import type { EmailPreferences, NotificationList } from '../../../shared/schemas/notifications';
import { getEmailPreferences, putEmailPreferences } from '../../db/email-preferences';
import { countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from '../../db/notifications';
import { notFound } from '../../lib/errors';
import { presentNotifications } from './present-notification';

export async function listMyNotifications(memberId: string): Promise<NotificationList> {
  const [records, unread] = await Promise.all([listNotifications(memberId), countUnread(memberId)]);
  return { notifications: await presentNotifications(memberId, records), unread };
}

/** Only my own: the key is built from my id, so another member's id finds nothing (404). */
export async function readMyNotification(memberId: string, notificationId: string): Promise<{ unread: number }> {
  if ((await markNotificationRead(memberId, notificationId)) === 'missing') throw notFound('Notification');
  return { unread: await countUnread(memberId) };
}

export async function readAllMyNotifications(memberId: string): Promise<{ unread: number }> {
  await markAllNotificationsRead(memberId);
  return { unread: await countUnread(memberId) };
}

export const readEmailPreferences = (memberId: string): Promise<EmailPreferences> => getEmailPreferences(memberId);
export const saveEmailPreferences = (memberId: string, preferences: EmailPreferences): Promise<EmailPreferences> => putEmailPreferences(memberId, preferences);
