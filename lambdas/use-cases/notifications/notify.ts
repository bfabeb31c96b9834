import type { Notification } from '#shared/schemas/notifications.ts';
import type { ServerFrame } from '#shared/schemas/realtime.ts';
import { countUnread, putNotification, readNotificationContext, type NotificationRecord } from '../../db/notifications';
import type { ConnectionRef } from '../../db/connections';
import { pushToConnections, pushToMembers } from '../../realtime/push';
import { presentNotifications, tierDecides } from './present-notification';
import { notificationRecord, type NewNotification } from './notification-records';

/** How a new notification reaches the member's open tabs: the bell's own frame, unless its news has a frame of its own. */
export type NotificationFrame = (notification: Notification, unread: number) => ServerFrame;

const bellFrame: NotificationFrame = (notification, unread) => ({ type: 'notification', notification, unread });

/**
 * Stores one notification (unless the member it is about is blocked either
 * way, or, with `unlessMatched`, matched with the recipient) and pushes it to the member's open tabs with the unread count, in one
 * frame (`frame`), to `connections` when the caller has them. Returns the record when it was new: a retried stream
 * record stores and pushes nothing again.
 */
export async function notify(
  input: NewNotification,
  frame: NotificationFrame = bellFrame,
  connections?: readonly ConnectionRef[],
  options: { unlessMatched?: boolean } = {},
): Promise<NotificationRecord | undefined> {
  // One read for the block check, the actor's card, (for a like) the reader's tier and whether they are matched.
  const context = input.actorId
    ? await readNotificationContext(input.memberId, input.actorId, {
        entitlements: tierDecides(input.kind),
        matched: options.unlessMatched,
      })
    : undefined;
  if (context?.blocked || context?.matched) return undefined;
  const record = notificationRecord(input);
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
  return record;
}
