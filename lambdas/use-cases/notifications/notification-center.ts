/** The bell's routes: my notifications, marking them read, and which away emails I get. */
import type { EmailPreferences, EmailType, NotificationList } from '../../../shared/schemas/notifications';
import { getEmailPreferences, putEmailPreferences, turnOffEmail } from '../../db/email-preferences';
import { countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from '../../db/notifications';
import { AppError, notFound } from '../../lib/errors';
import { notificationSigningKey } from '../../lib/notification-secret';
import { presentNotifications } from './present-notification';
import { verifyUnsubscribeToken } from './unsubscribe-token';

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

/** The email's link: no sign-in, the signature is the proof. A changed token is refused and changes nothing. */
export async function unsubscribeByToken(token: string): Promise<{ type: EmailType }> {
  const verified = verifyUnsubscribeToken(await notificationSigningKey(), token);
  if (!verified) throw new AppError('invalid_signature', 'This unsubscribe link is not valid');
  // An account deleted since: nothing left to email, so the link has done its job.
  await turnOffEmail(verified.memberId, verified.type);
  return { type: verified.type };
}
