/**
 * Web Push (decision 0069): the bell's notification, as the reader may see it
 * (a like names its sender only with Who Liked You), also goes to each
 * browser the member subscribed, when their settings send that type to push.
 * A message is pushed only while the member has no socket open (a tab shows
 * it already). Payloads are encrypted per RFC 8291 (aes128gcm) and signed
 * with the stage's VAPID keys by `web-push`; the request itself goes out
 * through fetch, so the local push service can be plain http. A subscription
 * the push service calls gone (404, 410) is deleted. A push that fails
 * otherwise is logged, not retried: the bell still holds the notification.
 */
import webpush from 'web-push';
import type { Notification, NotificationKind, NotificationType, PushPayload } from '#shared/schemas/notifications.ts';
import { listConnectionsOfMember, type ConnectionRef } from '../../db/connections';
import { getNotificationPreferences, type NotificationPreferences } from '../../db/email-preferences';
import {
  deletePushSubscription,
  listPushSubscriptions,
  type PushSubscriptionRecord,
} from '../../db/push-subscriptions';
import { logger } from '../../lib/logger';
import { vapidKeys, type VapidKeys } from '../../lib/vapid-keys';

/** Which switch decides each kind; kinds without one (billing, a boost's end) stay in the bell. */
const TYPE_OF_KIND: Partial<Record<NotificationKind, NotificationType>> = {
  match: 'newMatch',
  message: 'unreadMessages',
  like: 'likes',
  superLike: 'likes',
  voiceLike: 'likes',
  introduction: 'introductions',
  moderation: 'notices',
};

/** A push service keeps an undelivered push this long (the device may be off); older news is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 5_000;

export const pushTypeOf = (kind: NotificationKind): NotificationType | undefined => TYPE_OF_KIND[kind];

type Delivery = 'sent' | 'gone' | 'failed';

/** Which push service, for the log: never the endpoint's path, which identifies the browser. */
const originOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).origin : 'unparsable');

async function deliver(subscription: PushSubscriptionRecord, payload: PushPayload, keys: VapidKeys): Promise<Delivery> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: payload.kind === 'message' || payload.kind === 'match' ? 'high' : 'normal',
      },
    );
  } catch (error) {
    // Keys no payload can be encrypted to (not a P-256 point, a short secret): it can never work.
    logger.warn('Push subscription unusable', { error });
    return 'gone';
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok) return 'sent';
    logger.warn('Push refused', { status: response.status, origin: originOf(request.endpoint) });
  } catch (error) {
    logger.warn('Push failed', { error, origin: originOf(request.endpoint) });
  }
  return 'failed';
}

/**
 * Pushes `notification` to the member's subscribed browsers; answers how many
 * took it. `connections`: the member's open sockets, and `preferences` their
 * settings, when the caller has read them already.
 */
export const pushToDevices = (
  memberId: string,
  notification: Notification,
  connections?: readonly ConnectionRef[],
  preferences?: NotificationPreferences,
): Promise<number> =>
  pushNewsToDevices(memberId, notification.kind, async () => notification, connections, preferences);

/**
 * The same, for news not yet presented: `present` runs only for a member with
 * a subscription. Most have none: the settings' mark says so (decision 0075),
 * and then the one GetItem of the settings, or nothing when the caller read
 * them, is all it costs.
 */
export async function pushNewsToDevices(
  memberId: string,
  kind: NotificationKind,
  present: () => Promise<Notification | undefined>,
  connections?: readonly ConnectionRef[],
  preferences?: NotificationPreferences,
): Promise<number> {
  const type = pushTypeOf(kind);
  if (!type) return 0;
  const { settings, pushDevices } = preferences ?? (await getNotificationPreferences(memberId));
  if (!pushDevices || !settings[type].push) return 0;
  const open = kind === 'message' ? (connections ?? (await listConnectionsOfMember(memberId))) : [];
  if (open.length > 0) return 0;
  const [keys, subscriptions] = await Promise.all([vapidKeys(), listPushSubscriptions(memberId)]);
  if (!keys || subscriptions.length === 0) return 0;
  const notification = await present();
  if (!notification) return 0;
  const payload: PushPayload = {
    id: notification.id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    href: notification.href,
  };
  const results = await Promise.all(subscriptions.map((subscription) => deliver(subscription, payload, keys)));
  await Promise.all(
    subscriptions
      .filter((_, index) => results[index] === 'gone')
      .map((subscription) => deletePushSubscription(memberId, subscription.endpoint)),
  );
  return results.filter((result) => result === 'sent').length;
}
