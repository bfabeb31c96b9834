import type { Notification } from '#shared/schemas/notifications.ts';
import type { ServerFrame } from '#shared/schemas/realtime.ts';
import { putNotification, readNotificationContext, type NotificationRecord } from '../../db/notifications';
import { listConnectionsOfMember, type ConnectionRef } from '../../db/connections';
import { logger } from '../../lib/logger';
import { pushToConnections } from '../../realtime/push';
import { presentNotifications, tierDecides } from './present-notification';
import { notificationRecord, type NewNotification } from './notification-records';
import { emailNewsIfAway } from './away-email';
import { pushToDevices, pushTypeOf } from './push-devices';

/** How a new notification reaches the member's open tabs: the bell's own frame, unless its news has a frame of its own. */
export type NotificationFrame = (notification: Notification) => ServerFrame;

/**
 * No unread count: the client adds one and refetches its bell, which it did anyway; counting the
 * member's notifications was a Query per notification (decision 0075).
 */
const bellFrame: NotificationFrame = (notification) => ({ type: 'notification', notification });

/**
 * Stores one notification (unless the member it is about is blocked either
 * way, or, with `unlessMatched`, matched with the recipient), pushes it to the member's subscribed browsers
 * (push-devices.ts), and to the member's open tabs with the unread count, in one
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
        // The settings, with the mark of push subscriptions (decision 0075): no Query of them for most members.
        preferences: pushTypeOf(input.kind) !== undefined,
      })
    : undefined;
  if (context?.blocked || context?.matched) return undefined;
  const record = notificationRecord(input);
  if (!(await putNotification(record))) return undefined;
  const [notification] = await presentNotifications(
    record.memberId,
    [record],
    context && {
      profiles: new Map(context.actorProfile ? [[input.actorId!, context.actorProfile]] : []),
      entitlements: context.entitlements,
    },
  );
  // Read once (or passed by a caller that has just read them): the frame, the devices and the away e-mail
  // all ask the same question (decision 0075).
  const open = connections ?? (await listConnectionsOfMember(record.memberId));
  await pushToConnections(open, frame(notification!));
  // The same words to the member's subscribed browsers (decision 0069), after the block check above.
  await pushToDevices(record.memberId, notification!, open, context?.preferences);
  // Matches and messages have their own away e-mails (decision 0024); the other types e-mail from here.
  const type = pushTypeOf(record.kind);
  if (type === 'likes' || type === 'introductions' || type === 'notices')
    await emailNewsIfAway(notification!, record.memberId, type, open);
  logger.info('Notification pushed', {
    memberId: record.memberId,
    kind: record.kind,
    notificationId: record.notificationId,
  });
  return record;
}
