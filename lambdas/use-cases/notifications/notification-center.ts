/** The bell's routes: my notifications, marking them read, and which away emails I get. */
import type { NotificationList, NotificationSettings } from '#shared/schemas/notifications.ts';
import { blockedEitherWay } from '../../db/blocks';
import { getNotificationSettings, putNotificationSettings } from '../../db/email-preferences';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRecord,
} from '../../db/notifications';
import { notFound } from '../../lib/errors';
import { presentNotifications } from './present-notification';

/**
 * A block holds from the moment it is written: the stream deletes the
 * notifications between the two members soon after, but a read in between
 * (or a notification stored by a like that raced the block) must not show
 * the other member either. The unread count drops what is hidden here.
 */
async function withoutBlocked(
  memberId: string,
  records: NotificationRecord[],
): Promise<{ shown: NotificationRecord[]; hiddenUnread: number }> {
  const actors = records.flatMap((record) => (record.actorId ? [record.actorId] : []));
  const blocked = actors.length > 0 ? await blockedEitherWay(memberId, actors) : new Set<string>();
  const hidden = records.filter((record) => record.actorId !== undefined && blocked.has(record.actorId));
  return {
    shown: records.filter((record) => !hidden.includes(record)),
    hiddenUnread: hidden.filter((record) => !record.read).length,
  };
}

export async function listMyNotifications(memberId: string): Promise<NotificationList> {
  const [records, unread] = await Promise.all([listNotifications(memberId), countUnread(memberId)]);
  const { shown, hiddenUnread } = await withoutBlocked(memberId, records);
  return { notifications: await presentNotifications(memberId, shown), unread: Math.max(0, unread - hiddenUnread) };
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

export const readNotificationSettings = (memberId: string): Promise<NotificationSettings> =>
  getNotificationSettings(memberId);
export const saveNotificationSettings = (
  memberId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> => putNotificationSettings(memberId, settings);
