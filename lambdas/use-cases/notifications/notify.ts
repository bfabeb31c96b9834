import { createHash } from 'node:crypto';
import type { Notification, NotificationKind } from '#shared/schemas/notifications.ts';
import type { ServerFrame } from '#shared/schemas/realtime.ts';
import {
  countUnread,
  NOTIFICATION_TTL_SECONDS,
  putNotification,
  readNotificationContext,
  type NotificationRecord,
} from '../../db/notifications';
import type { ConnectionRef } from '../../db/connections';
import { logger } from '../../lib/logger';
import { pushToConnections, pushToMembers } from '../../realtime/push';
import { presentNotifications, tierDecides } from './present-notification';
import { epochSeconds } from '../../db/conditions';

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

/** How a new notification reaches the member's open tabs: the bell's own frame, unless its news has a frame of its own. */
export type NotificationFrame = (notification: Notification, unread: number) => ServerFrame;

const bellFrame: NotificationFrame = (notification, unread) => ({ type: 'notification', notification, unread });

/**
 * Stores one notification (unless the member it is about is blocked either
 * way) and pushes it to the member's open tabs with the unread count, in one
 * frame (`frame`), to `connections` when the caller has them. Returns the record when it was new: a retried stream
 * record stores and pushes nothing again.
 */
export async function notify(
  { source, ...input }: NewNotification,
  frame: NotificationFrame = bellFrame,
  connections?: readonly ConnectionRef[],
): Promise<NotificationRecord | undefined> {
  // One read for the block check, the actor's card and (for a like) the reader's tier.
  const context = input.actorId
    ? await readNotificationContext(input.memberId, input.actorId, { entitlements: tierDecides(input.kind) })
    : undefined;
  if (context?.blocked) return undefined;
  const record: NotificationRecord = {
    ...input,
    notificationId: notificationIdFor(input.createdAt, input.kind, source),
    read: false,
    expiresAt: epochSeconds(input.createdAt) + NOTIFICATION_TTL_SECONDS,
  };
  if (!(await putNotification(record))) return undefined;
  const [[notification], unread] = await Promise.all([
    presentNotifications(
      record.memberId,
      [record],
      context && {
        profiles: new Map(context.actorProfile ? [[input.actorId!, context.actorProfile]] : []),
        entitlements: context.entitlements,
      },
    ),
    countUnread(record.memberId),
  ]);
  const news = frame(notification!, unread);
  // A caller that has just read the member's connections passes them: no second read.
  await (connections ? pushToConnections(connections, news) : pushToMembers([record.memberId], news));
  logger.info('Notification pushed', {
    memberId: record.memberId,
    kind: record.kind,
    notificationId: record.notificationId,
  });
  return record;
}
